// Checkpoints between the layers of a dense Chomp pass; see chomp_checkpointed_pass.hpp.
#include "enumerate/chomp_checkpointed_pass.hpp"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <memory>
#include <optional>

namespace posetlab {

void checkpoint_chomp_pass(ChompDenseOptions& options, const ChompCheckpointBox& box, const ChompCheckpointing& how) {
  using Clock = std::chrono::steady_clock;
  struct Writes {
    Clock::time_point last = Clock::now();
    double seconds = 0;  // the last write's
  };
  const auto writes = std::make_shared<Writes>();
  const std::string name = "box " + std::to_string(box.rows) + " x " + std::to_string(box.cols);
  options.restore = [box, how, name](std::span<std::uint8_t> array, ChompOverflow& escaped) {
    const std::optional<ChompRestored> r = read_chomp_checkpoint(how.path, box, array, &escaped);
    if (r && how.note) how.note(name + ": resumed after layer " + std::to_string(r->layers) + " from " + how.path);
    return r.value_or(ChompRestored{});
  };
  const char* kill_after = std::getenv("POSETLAB_TEST_CHOMP_KILL_AFTER_LAYER");
  const int kill_layer = kill_after ? std::atoi(kill_after) : 0;
  options.layer_done = [box, how, name, writes, kill_layer](std::span<const std::uint8_t> array,
                                                            const ChompOverflow& escaped, const ChompDenseStats& s) {
    const double since = std::chrono::duration<double>(Clock::now() - writes->last).count();
    if (s.layers_done == s.layers ||
        (how.every_seconds > 0 && since < std::max(how.every_seconds, 10 * writes->seconds)))
      return;
    const auto t = Clock::now();
    write_chomp_checkpoint(how.path, box, s, array, escaped);
    writes->last = Clock::now();
    writes->seconds = std::chrono::duration<double>(writes->last - t).count();
    if (how.note)
      how.note(name + ": checkpoint after layer " + std::to_string(s.layers_done) + " of " + std::to_string(s.layers) +
               " (" + std::to_string(int(writes->seconds + 0.5)) + " s to write)");
    if (kill_layer > 0 && s.layers_done >= kill_layer) std::raise(SIGKILL);
  };
}

}  // namespace posetlab
