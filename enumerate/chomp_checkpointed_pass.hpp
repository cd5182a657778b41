#pragma once
// A dense Chomp pass that saves itself between layers and resumes from its last save
// (enumerate/chomp_checkpoint.hpp holds the file format): `enumerate chomp`'s square boxes
// and `chomp-box`'s rectangles share it.
#include <functional>
#include <string>

#include "engine/chomp/chomp_dense.hpp"
#include "enumerate/chomp_checkpoint.hpp"

namespace posetlab {

struct ChompCheckpointing {
  std::string path;            // the checkpoint file; it is read first if it exists
  double every_seconds = 900;  // between writes (0: after every layer); at least 10 writes' time apart
  // Hears each resume and each write ("box R x C: checkpoint after layer K of L (S s to write)").
  std::function<void(const std::string&)> note = {};
};

// Sets options.restore and options.layer_done for `box` (its rows, cols and mode must be
// the pass's). The last layer is never written: the finished pass serves its caller at
// once, and the caller removes the file when it no longer needs it. A test stops the
// process as kill -9 would after the checkpoint of layer POSETLAB_TEST_CHOMP_KILL_AFTER_LAYER.
void checkpoint_chomp_pass(ChompDenseOptions& options, const ChompCheckpointBox& box, const ChompCheckpointing& how);

}  // namespace posetlab
