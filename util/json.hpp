#pragma once
// A tiny JSON Lines writer for the flat records every `--json` prints: one object per
// line with integer, floating, boolean, string and integer-array fields, in the order
// added. Strings are escaped per RFC 8259 (quote, backslash, control characters);
// other bytes, UTF-8 included, pass through unchanged. Non-finite doubles become null.
#include <charconv>
#include <cmath>
#include <concepts>
#include <cstdio>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace posetlab {

inline std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", unsigned(c));
          out += buf;
        } else {
          out += char(c);
        }
    }
  }
  return out + "\"";
}

class JsonObject {
 public:
  template <std::integral T>
    requires(!std::same_as<T, bool> && !std::same_as<T, char>)
  JsonObject& add(std::string_view key, T value) {
    return raw(key, std::to_string(value));
  }
  JsonObject& add(std::string_view key, bool value) { return raw(key, value ? "true" : "false"); }
  JsonObject& add(std::string_view key, double value) {
    if (!std::isfinite(value)) return raw(key, "null");
    char buf[32];
    auto res = std::to_chars(buf, buf + sizeof buf, value);
    return raw(key, std::string(buf, res.ptr));
  }
  JsonObject& add(std::string_view key, std::string_view value) { return raw(key, json_string(value)); }
  JsonObject& add(std::string_view key, const char* value) { return add(key, std::string_view(value)); }
  JsonObject& add(std::string_view key, const std::string& value) { return add(key, std::string_view(value)); }
  template <std::integral T>
  JsonObject& add(std::string_view key, std::span<const T> values) {
    std::string s = "[";
    for (std::size_t i = 0; i < values.size(); ++i) s += (i ? "," : "") + std::to_string(values[i]);
    return raw(key, s + "]");
  }
  template <std::integral T>
  JsonObject& add(std::string_view key, const std::vector<T>& values) {
    return add(key, std::span<const T>(values));
  }
  // A value already in JSON form (a nested object or array built elsewhere).
  JsonObject& raw(std::string_view key, std::string_view json) {
    body_ += body_.empty() ? "" : ",";
    body_ += json_string(key);
    body_ += ':';
    body_ += json;
    return *this;
  }

  std::string str() const { return "{" + body_ + "}"; }

 private:
  std::string body_;
};

}  // namespace posetlab
