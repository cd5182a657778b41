#pragma once
// Reading a job kind's parameters (job_registry.hpp) from text, the same way for a
// command line and a nightly line: one parser for every kind, checking each value
// against the kind's parameter table (type, range) and the line as a whole (unknown
// keys, keys given twice, required parameters, groups of which one must be given).
// Errors name the parameter and what it wants: "size wants 0..9, got 10".
#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

#include "results/jobs/job_registry.hpp"

namespace posetlab {

// A value that does not fit its parameter; `offset` is where in the text the fault is.
class ParamError : public std::runtime_error {
 public:
  ParamError(std::size_t at, const std::string& message) : std::runtime_error(message), offset(at) {}
  std::size_t offset;
};

// One value of `p` from its text ("7", "1:3", "yes"): from a nightly line, where an Int
// may be A..B (returned as a..b) when the parameter says so (`line_range`), or from a
// command line, where such an Int may be A:B and any Int the parameter's `none` value.
// Throws ParamError.
enum class ParamSource { Line, CommandLine };
ParamValue parse_param_value(const JobParam& p, const std::string& text, ParamSource source);
// For a command-line option of `p`: why `text` is not a value of it (empty when it is),
// and the type --help shows ("INT in [LOW - HIGH]" for an Int, else empty).
std::string command_line_value_error(const JobParam& p, const std::string& text);
std::string command_line_type(const JobParam& p);

// A word of a nightly line and its column (from 1).
struct LineWord {
  std::string text;
  std::size_t column;
};

// One job of a nightly line: its parameters and how the summary names it.
struct LineJob {
  JobParams params;
  std::string text;
};

// The jobs of the line `words` (words[0] is the kind's name): one per value of a range.
// Throws InputError "input:line:column: message" at the offending word.
std::vector<LineJob> parse_job_line(const JobKind& kind, const std::vector<LineWord>& words, const std::string& input,
                                    int line);

// Parameters given on a command line (the value's text, or "yes" for a flag) checked and
// completed by their fallbacks; UsageError "enumerate KIND: ..." for a missing one.
JobParams command_line_params(const JobKind& kind, const std::vector<std::pair<std::string, std::string>>& given);

// One job's parameters per value of the command line's range (`--size 1:9`: sizes 1..9,
// in order), or `params` alone when no range was given. A kind has at most one
// parameter taking a range that a line gives (job_registry.hpp: line_range).
std::vector<JobParams> expand_command_line_range(const JobKind& kind, const JobParams& params);

// The parameters as command-line options, for runs.parameters: "--size 7 --summary".
std::string params_as_options(const JobKind& kind, const JobParams& params);

}  // namespace posetlab
