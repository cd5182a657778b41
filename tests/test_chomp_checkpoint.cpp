// Checkpoints of the dense pass (enumerate/chomp_checkpoint.hpp, enumerate/chomp_job.hpp):
// a pass stopped after some layers resumes from its checkpoint to the boards of one
// uninterrupted pass; a process killed (SIGKILL) after a checkpoint reruns to the same
// table; a damaged or foreign checkpoint is refused with its path.
#include <gtest/gtest.h>
#include <xxhash.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "build_mode.hpp"
#include "engine/core/cancel.hpp"
#include "enumerate/chomp_checkpoint.hpp"
#include "enumerate/chomp_job.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

class ChompCheckpointTest : public TempDirTest {};

std::vector<ChompBoard> every_board(const ChompJob& job) {
  std::vector<ChompBoard> out;
  for (const WorkUnit& unit : job.units()) job.run_unit(unit, [&](ChompBoard&& b) { out.push_back(std::move(b)); });
  return out;
}

TEST_F(ChompCheckpointTest, AStoppedPassResumesToTheSameBoards) {
  for (const bool outcome : {true, false}) {
    SCOPED_TRACE(outcome ? "outcome pass" : "Grundy pass");
    const int box = size_for_build(10, 8);
    ChompSpec plain;
    plain.max = box;
    plain.outcome = outcome;
    const std::vector<ChompBoard> expected = every_board(ChompJob(plain));

    ChompSpec spec = plain;
    spec.checkpoint_prefix = db("x.sqlite");
    spec.checkpoint_seconds = 0;  // after every layer
    std::vector<std::string> notes;
    spec.note = [&](const std::string& line) { notes.push_back(line); };
    int asked = 0;
    spec.stop = [&] { return ++asked > 400; };
    const ChompJob stopped(spec);
    EXPECT_THROW(stopped.run_unit(stopped.units()[0], [](ChompBoard&&) {}), Cancelled);
    const std::string file = stopped.checkpoint_path(box, outcome);
    ASSERT_TRUE(std::filesystem::exists(file)) << file;
    ASSERT_FALSE(notes.empty());
    EXPECT_NE(notes.back().find("checkpoint after layer"), std::string::npos) << notes.back();

    spec.stop = {};
    notes.clear();
    const ChompJob resumed(spec);
    const std::vector<ChompBoard> got = every_board(resumed);
    ASSERT_FALSE(notes.empty());
    EXPECT_NE(notes.front().find("resumed after layer"), std::string::npos) << notes.front();
    ASSERT_EQ(got.size(), expected.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
      EXPECT_EQ(got[i].a, expected[i].a);
      EXPECT_EQ(got[i].b, expected[i].b);
      EXPECT_EQ(got[i].bites, expected[i].bites) << got[i].a << " x " << got[i].b;
      EXPECT_EQ(got[i].grundy, expected[i].grundy) << got[i].a << " x " << got[i].b;
    }
    EXPECT_FALSE(std::filesystem::exists(file)) << "the last unit done, the checkpoint has served";
  }
}

TEST_F(ChompCheckpointTest, ADamagedOrForeignCheckpointIsRefused) {
  const std::string path = db("c.checkpoint");
  std::vector<std::uint8_t> array(ChompDense::bytes_needed(6, 6, true), 0);
  array[3] = 0x5a;
  ChompDenseStats stats;
  stats.layers_done = 7;
  stats.layers = 36;
  stats.positions = 100;
  write_chomp_checkpoint(path, {6, 6, true}, stats, array);
  std::vector<std::uint8_t> back(array.size(), 0);
  const auto restored = read_chomp_checkpoint(path, {6, 6, true}, back);
  ASSERT_TRUE(restored.has_value());
  EXPECT_EQ(restored->layers, 7);
  EXPECT_EQ(restored->positions, 100u);
  EXPECT_EQ(back, array);
  EXPECT_FALSE(read_chomp_checkpoint(db("none"), {6, 6, true}, back).has_value());
  try {
    read_chomp_checkpoint(path, {7, 7, true}, back);
    ADD_FAILURE() << "a checkpoint of another box was read";
  } catch (const ChompCheckpointError& e) {
    EXPECT_NE(std::string(e.what()).find("not of the 7 x 7 box"), std::string::npos) << e.what();
  }
  {  // one bit of the array flipped on disk
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(-1, std::ios::end);
    f.put(char(1));
  }
  try {
    read_chomp_checkpoint(path, {6, 6, true}, back);
    ADD_FAILURE() << "a damaged checkpoint was read";
  } catch (const ChompCheckpointError& e) {
    EXPECT_NE(std::string(e.what()).find(path + ": the checksum does not match"), std::string::npos) << e.what();
  }
  // A whole checkpoint with bytes appended: its checksum still matches, but it is refused.
  write_chomp_checkpoint(path, {6, 6, true}, stats, array);
  std::ofstream(path, std::ios::app | std::ios::binary) << "xy";
  try {
    read_chomp_checkpoint(path, {6, 6, true}, back);
    ADD_FAILURE() << "a checkpoint with trailing bytes was read";
  } catch (const ChompCheckpointError& e) {
    EXPECT_NE(std::string(e.what()).find(path + ": bytes after the"), std::string::npos) << e.what();
  }
}

// The Grundy pass checkpoints its escape table (values past 255) with its array: 2 x 300,
// whose values pass 400, stopped after a checkpoint well past the first escaped value and
// resumed, ends with the array and the table of one uninterrupted pass.
TEST_F(ChompCheckpointTest, AGrundyPassResumesWithItsValuesPastAByte) {
  const ChompDense whole(2, 300);
  ASSERT_GT(whole.overflow().size(), 1000u);
  const std::string path = db("g.checkpoint");
  const ChompCheckpointBox box{2, 300, false};
  ChompDenseOptions first;
  int saved = 0;
  first.layer_done = [&](std::span<const std::uint8_t> array, const ChompOverflow& escaped, const ChompDenseStats& s) {
    write_chomp_checkpoint(path, box, s, array, escaped);
    ++saved;
  };
  first.stop = [&] { return saved >= 450; };
  EXPECT_THROW(ChompDense(2, 300, first), Cancelled);

  ChompDenseOptions second;
  ChompOverflow restored_escaped;
  second.restore = [&](std::span<std::uint8_t> array, ChompOverflow& escaped) {
    const auto r = read_chomp_checkpoint(path, box, array, &escaped);
    restored_escaped = escaped;
    return r.value();
  };
  const ChompDense resumed(2, 300, second);
  EXPECT_GE(resumed.stats().resumed, 1u);
  EXPECT_FALSE(restored_escaped.empty());
  EXPECT_LT(restored_escaped.size(), whole.overflow().size());
  EXPECT_TRUE(std::ranges::equal(resumed.values(), whole.values()));
  EXPECT_EQ(resumed.overflow(), whole.overflow());
  EXPECT_EQ(resumed.board_grundy(2, 300), whole.board_grundy(2, 300));

  // Records that do not fit the array are refused, though whole and checksummed.
  std::vector<std::uint8_t> array(ChompDense::bytes_needed(2, 300), 0), back(array.size(), 0);
  ChompDenseStats stats;
  stats.layers_done = 3, stats.layers = 599, stats.positions = 10;
  ChompOverflow escaped;
  auto refused = [&](const ChompCheckpointBox& as, const std::string& what) {
    write_chomp_checkpoint(path, box, stats, array, escaped);
    try {
      read_chomp_checkpoint(path, as, back, &escaped);
      ADD_FAILURE() << "read: " << what;
    } catch (const ChompCheckpointError& e) {
      EXPECT_NE(std::string(e.what()).find(what), std::string::npos) << e.what();
    }
  };
  escaped = {{5, 300}};  // its byte is not the escape
  refused(box, "does not fit its array");
  array[5] = kChompEscape;
  escaped = {{5, 200}};  // a value a byte holds
  refused(box, "does not fit its array");
  escaped = {};  // an escape byte without its value
  refused(box, "escape bytes without escaped values");
  escaped = {{5, 300}};
  write_chomp_checkpoint(path, box, stats, array, escaped);
  ChompOverflow got;
  EXPECT_TRUE(read_chomp_checkpoint(path, box, back, &got).has_value());
  EXPECT_EQ(got, escaped);
}

// Checkpoints of format 1 (outcome arrays, no escape table) are still read.
TEST_F(ChompCheckpointTest, AFormatOneCheckpointIsStillRead) {
  std::vector<std::uint8_t> array(ChompDense::bytes_needed(6, 6, true), 0);
  array[2] = 0x33;
  const std::string fields =
      "posetlab-chomp-checkpoint 1 rows=6 cols=6 mode=outcome layers_done=7 layers=36 positions=100 bytes=" +
      std::to_string(array.size());
  XXH3_state_t* state = XXH3_createState();
  XXH3_64bits_reset(state);
  XXH3_64bits_update(state, fields.data(), fields.size());
  XXH3_64bits_update(state, array.data(), array.size());
  char sum[17];
  std::snprintf(sum, sizeof sum, "%016llx", static_cast<unsigned long long>(XXH3_64bits_digest(state)));
  XXH3_freeState(state);
  const std::string path = db("v1.checkpoint");
  {
    std::ofstream f(path, std::ios::binary);
    f << fields << " checksum=" << sum << "\n";
    f.write(reinterpret_cast<const char*>(array.data()), std::streamsize(array.size()));
  }
  std::vector<std::uint8_t> back(array.size(), 0);
  const auto restored = read_chomp_checkpoint(path, {6, 6, true}, back);
  ASSERT_TRUE(restored.has_value());
  EXPECT_EQ(restored->layers, 7);
  EXPECT_EQ(back, array);
}

using ChompCheckpointCli = ChompCheckpointTest;  // the tests of ChompCheckpointTest that start the posetlab binary

TEST_F(ChompCheckpointCli, AKilledRunResumesToTheSameTable) {
  const std::string bin = POSETLAB_BINARY;
  const std::string once = db("once.sqlite"), killed = db("killed.sqlite");
  const std::string args = " enumerate chomp --max 10 --outcome --checkpoint-seconds 0 -q --db ";
  ASSERT_EQ(run_shell(bin + args + once).status, 0);
  // SIGKILL right after the checkpoint of layer 40 (of 100), as kill -9 would.
  const ShellResult dead = run_shell("POSETLAB_TEST_CHOMP_KILL_AFTER_LAYER=40 " + bin + args + killed + " 2>&1");
  EXPECT_NE(dead.status, 0) << dead.out;
  ASSERT_TRUE(std::filesystem::exists(killed + ".chomp-10x10.outcome.checkpoint"));
  const ShellResult rerun = run_shell(bin + " enumerate chomp --max 10 --outcome --checkpoint-seconds 0 --db " + killed + " 2>&1");
  ASSERT_EQ(rerun.status, 0) << rerun.out;
  EXPECT_NE(rerun.out.find("resumed after layer 40"), std::string::npos) << rerun.out;
  EXPECT_FALSE(std::filesystem::exists(killed + ".chomp-10x10.outcome.checkpoint"));
  const ShellResult a = run_shell(bin + " stats --checksum --db " + once), b = run_shell(bin + " stats --checksum --db " + killed);
  ASSERT_EQ(a.status, 0) << a.out;
  EXPECT_EQ(a.out.substr(a.out.find("chomp checksum")), b.out.substr(b.out.find("chomp checksum"))) << a.out << b.out;
  EXPECT_EQ(run_shell(bin + " stats --recheck --db " + killed + " >/dev/null 2>&1").status, 0);
}

}  // namespace
}  // namespace posetlab::testing
