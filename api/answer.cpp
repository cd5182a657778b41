// Text and JSON forms of an Answer (api/answer.hpp).
#include "api/answer.hpp"

#include <type_traits>

#include "util/json.hpp"

namespace posetlab::api {

const FieldValue* Answer::find(std::string_view name) const {
  for (const AnswerField& f : fields)
    if (f.name == name) return &f.value;
  return nullptr;
}

std::string answer_text(const Answer& a) {
  std::string s;
  for (const AnswerField& f : a.fields) {
    s += ' ';
    s += f.name;
    s += '=';
    std::visit(
        [&](const auto& v) {
          using T = std::decay_t<decltype(v)>;
          if constexpr (std::is_same_v<T, std::int64_t>) s += std::to_string(v);
          else if constexpr (std::is_same_v<T, bool>) s += v ? '1' : '0';
          else if constexpr (std::is_same_v<T, std::string>) s += v;
          else if constexpr (std::is_same_v<T, ExactDyadic>) s += v.text;
          else
            for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
        },
        f.value);
  }
  return s;
}

void add_answer_json(JsonObject& json, const Answer& a) {
  for (const AnswerField& f : a.fields)
    std::visit(
        [&](const auto& v) {
          using T = std::decay_t<decltype(v)>;
          if constexpr (std::is_same_v<T, ExactDyadic>) json.add(f.name, v.text);
          else json.add(f.name, v);
        },
        f.value);
}

}  // namespace posetlab::api
