// Parameters of a job kind from text; see job_params.hpp.
#include "results/jobs/job_params.hpp"

#include <charconv>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

int parse_int(const JobParam& p, const std::string& s, std::size_t at, bool none_allowed) {
  int v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (none_allowed && ec == std::errc() && end == s.data() + s.size() && p.none == v) return v;
  if (ec != std::errc() || end != s.data() + s.size() || s.empty() || (v < 0 && p.low >= 0))
    throw ParamError(at, p.name + " wants " + (p.low < 0 ? "an integer" : "a non-negative integer") + ", got \"" + s +
                             "\"");
  return v;
}

// "size=A[..B]", "size=N": how a message asks for the parameter on a nightly line.
std::string wanted(const JobParam& p) { return p.name + "=" + (p.line_range ? "A[..B]" : p.metavar); }

std::string joined(const std::vector<std::string>& words, const std::string& sep) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : sep) + w;
  return out;
}

const ParamGroup* group_of(const JobKind& kind, const std::string& name) {
  for (const ParamGroup& g : kind.groups)
    for (const std::string& n : g.names)
      if (n == name) return &g;
  return nullptr;
}

void fill_fallbacks(const JobKind& kind, JobParams& params, bool line) {
  for (const JobParam& p : kind.params) {
    if (params.given(p.name)) continue;
    const std::optional<ParamValue>& fb = line && p.line_fallback ? p.line_fallback : p.fallback;
    if (fb) params.set(p.name, *fb, false);
  }
}

}  // namespace

ParamValue parse_param_value(const JobParam& p, const std::string& text, ParamSource source) {
  // A range: A..B on a nightly line, A:B on a command line (as every --size takes it).
  const bool cli = source == ParamSource::CommandLine, range = p.line_range;
  if (p.type == ParamType::Bool) {
    if (text == "yes") return {1, 1};
    if (text == "no") return {0, 0};
    throw ParamError(0, p.name + " wants yes or no, got \"" + text + "\"");
  }
  const std::string sep = p.type == ParamType::Span || (range && cli) ? ":" : range ? ".." : "";
  if (p.type == ParamType::Int && !range && text.find(':') != std::string::npos)
    throw ParamError(0, p.name + " takes one value, not a range (" + p.help_text() + "), got \"" + text + "\"");
  const std::size_t at = sep.empty() ? std::string::npos : text.find(sep);
  ParamValue v;
  if (at == std::string::npos) {
    v.a = v.b = parse_int(p, text, 0, cli);
    if (cli && p.none == v.a) return v;
  } else {
    v.a = parse_int(p, text.substr(0, at), 0, false);
    v.b = parse_int(p, text.substr(at + sep.size()), at + sep.size(), false);
    if (v.a > v.b) throw ParamError(0, p.name + " range " + text + " is empty (A" + sep + "B needs A <= B)");
  }
  if (v.a < p.low || v.b > p.high)
    throw ParamError(0, p.name + " wants " + std::to_string(p.low) + ".." + std::to_string(p.high) + ", got " + text);
  return v;
}

std::vector<LineJob> parse_job_line(const JobKind& kind, const std::vector<LineWord>& words, const std::string& input,
                                    int line) {
  auto fail = [&](std::size_t column, const std::string& message) {
    throw InputError(SourcePosition{input, std::size_t(line), column}, message);
  };
  // A key given twice is an error (the second would silently win).
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string key = words[i].text.substr(0, words[i].text.find('='));
    for (std::size_t j = 1; j < i; ++j)
      if (words[j].text.substr(0, words[j].text.find('=')) == key)
        fail(words[i].column, "key \"" + key + "\" given twice (first at column " + std::to_string(words[j].column) + ")");
  }
  std::vector<std::string> keys;
  for (const JobParam& p : kind.params) keys.push_back(p.name);
  keys.push_back(threads_param().name);

  JobParams params;
  const JobParam* ranged = nullptr;
  ParamValue span;
  std::string shown;  // the given words but the range and threads, as written
  for (std::size_t i = 1; i < words.size(); ++i) {
    const LineWord& w = words[i];
    const std::size_t eq = w.text.find('=');
    if (eq == std::string::npos || eq == 0) fail(w.column, "expected key=value, got \"" + w.text + "\"");
    const std::string key = w.text.substr(0, eq), value = w.text.substr(eq + 1);
    const JobParam* p = key == threads_param().name ? &threads_param() : kind.param(key);
    if (!p) fail(w.column, "unknown key \"" + key + "\" (" + joined(keys, ", ") + ")");
    if (const ParamGroup* g = group_of(kind, key); g && g->exactly_one)
      for (const std::string& other : g->names)
        if (params.given(other) || (ranged && ranged->name == other)) {
          std::vector<std::string> names;
          for (const std::string& n : g->names) names.push_back(n + "=");
          fail(w.column, "give one of " + joined(names, " and ") + ", once");
        }
    ParamValue v;
    try {
      v = parse_param_value(*p, value, ParamSource::Line);
    } catch (const ParamError& e) {
      fail(w.column + eq + 1 + e.offset, e.what());
    }
    if (p == &threads_param()) {
      params.threads = v.a;
    } else if (p->line_range) {
      ranged = p;
      span = v;
    } else {
      params.set(p->name, v, true);
      shown += " " + w.text;
    }
  }
  auto is_given = [&](const std::string& n) { return params.given(n) || (ranged && ranged->name == n); };
  for (const JobParam& p : kind.params)
    if (p.required && !is_given(p.name)) fail(words[0].column, kind.name + " needs " + wanted(p));
  for (const ParamGroup& g : kind.groups) {
    bool any = false;
    std::vector<std::string> forms;
    for (const std::string& n : g.names) {
      any = any || is_given(n);
      forms.push_back(wanted(*kind.param(n)));
    }
    if (!any) fail(words[0].column, kind.name + " needs " + joined(forms, " or "));
  }
  fill_fallbacks(kind, params, true);

  std::vector<LineJob> jobs;
  for (int v = ranged ? span.a : 0; v <= (ranged ? span.b : 0); ++v) {
    LineJob job{params, kind.name};
    if (ranged) {
      job.params.set(ranged->name, {v, v}, true);
      job.text += " " + ranged->name + "=" + std::to_string(v);
    }
    job.text += shown;
    if (kind.line_text) job.text = kind.line_text(job.params);
    jobs.push_back(std::move(job));
  }
  return jobs;
}

JobParams command_line_params(const JobKind& kind, const std::vector<std::pair<std::string, std::string>>& given) {
  JobParams params;
  for (const auto& [name, text] : given) {
    const JobParam* p = kind.param(name);
    if (!p) throw UsageError("enumerate " + kind.name + ": no parameter " + name);
    try {
      params.set(name, p->type == ParamType::Bool ? ParamValue{!p->fallback->a, !p->fallback->a} : parse_param_value(*p, text, ParamSource::CommandLine),
                 true);
    } catch (const ParamError& e) {
      throw UsageError(p->option_name() + ": " + e.what());
    }
  }
  fill_fallbacks(kind, params, false);
  for (const JobParam& p : kind.params)
    if (p.required && !params.given(p.name))
      throw UsageError("enumerate " + kind.name + ": give " + p.option_name() + " " + p.metavar);
  for (const ParamGroup& g : kind.groups) {
    std::vector<std::string> options;
    int present = 0;
    for (const std::string& n : g.names) {
      present += params.has(n);
      options.push_back(kind.param(n)->option_name() + " " + kind.param(n)->metavar);
    }
    if (present == 0 || (g.exactly_one && present > 1))
      throw UsageError("enumerate " + kind.name + ": give " + joined(options, " or "));
  }
  return params;
}

std::vector<JobParams> expand_command_line_range(const JobKind& kind, const JobParams& params) {
  for (const JobParam& p : kind.params) {
    if (!p.line_range || !params.has(p.name)) continue;
    const auto [a, b] = params.span(p.name);
    if (a == b) continue;
    std::vector<JobParams> jobs;
    for (int v = a; v <= b; ++v) {
      jobs.push_back(params);
      jobs.back().set(p.name, {v, v}, true);
    }
    return jobs;
  }
  return {params};
}

std::string params_as_options(const JobKind& kind, const JobParams& params) {
  std::string out;
  for (const JobParam& p : kind.params) {
    if (!params.has(p.name)) continue;
    std::string word;
    if (p.type == ParamType::Bool) {
      if (params.value(p.name) == p.fallback->a) continue;
      word = p.option_name();
    } else if (p.type == ParamType::Span) {
      const auto [a, b] = params.span(p.name);
      word = p.option_name() + " " + std::to_string(a) + (a == b ? "" : ":" + std::to_string(b));
    } else {
      word = p.option_name() + " " + std::to_string(params.value(p.name));
    }
    out += (out.empty() ? "" : " ") + word;
  }
  return out;
}

std::string command_line_value_error(const JobParam& p, const std::string& text) {
  try {
    parse_param_value(p, text, ParamSource::CommandLine);
    return {};
  } catch (const ParamError& e) {
    return e.what();
  }
}

std::string command_line_type(const JobParam& p) {
  if (p.type != ParamType::Int) return "";
  return std::string(p.line_range ? "INT or A:B" : "INT") + " in [" + std::to_string(p.low) + " - " +
         std::to_string(p.high) + "]";
}

}  // namespace posetlab
