#pragma once
// The answer of one solve: an ordered list of named, typed fields (elements, grundy,
// outcome, value, ...), whatever the game kind. Callers print it as text
// (" name=value ..."), as JSON (the fields of `solve --json`) or convert it (the Python
// module makes a dict of it). The field names are the ones each kind registers
// (api/game_registry.hpp), so the CLI, JSON and Python spell them alike.
//
// Types: integers, booleans, strings (outcome letters), exact dyadic numbers (kept as
// their exact text "5/2": no floating point ever touches a game value), lists of
// integers (g-sets, winning moves). Text form: booleans as 1/0, lists comma-joined.
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace posetlab {
class JsonObject;
}

namespace posetlab::api {

// An exact dyadic rational in its normal text form ("0", "-3/4", "5/2").
struct ExactDyadic {
  std::string text;
  bool operator==(const ExactDyadic&) const = default;
};

using FieldValue = std::variant<std::int64_t, bool, std::string, ExactDyadic, std::vector<int>>;

struct AnswerField {
  std::string_view name;  // a string literal (static storage), as the kind registered it
  FieldValue value;
};

struct Answer {
  std::vector<AnswerField> fields;

  Answer& add(std::string_view name, FieldValue value) {
    fields.push_back({name, std::move(value)});
    return *this;
  }
  // The field called `name`, or null.
  const FieldValue* find(std::string_view name) const;
};

// " name=value name=value" (a leading blank before each field).
std::string answer_text(const Answer& a);
// Adds every field to `json` in order.
void add_answer_json(JsonObject& json, const Answer& a);

}  // namespace posetlab::api
