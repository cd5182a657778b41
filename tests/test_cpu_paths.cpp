// The code paths of engine/core/cpu_paths.hpp give the same results: every path this build
// contains runs the canonicity test, the labeled DP and whole two-level enumerations on
// the same inputs and is compared with the scalar path. A path the CPU lacks is reported
// as skipped, with the reason.
#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <string>
#include <vector>

#include "engine/core/bits.hpp"
#include "engine/core/cpu_paths.hpp"
#include "engine/core/error.hpp"
#include "enumerate/set_family_perm.hpp"
#include "enumerate/two_level_dp.hpp"
#include "enumerate/two_level_job.hpp"

using namespace posetlab;

namespace {

// Runs the rest of a scope on one path, then restores the one before.
class ScopedCpuPath {
 public:
  explicit ScopedCpuPath(CpuPath p) : before_(cpu_path()) { set_cpu_path(p); }
  ~ScopedCpuPath() { set_cpu_path(before_); }

 private:
  CpuPath before_;
};

// Every class of a job, one line each (family, value, g-set, group order, invariants).
std::vector<std::string> enumerate_lines(const TwoLevelSpec& spec) {
  auto job = make_two_level_job(spec);
  std::vector<std::string> out;
  job->prepare();
  for (const auto& u : job->units())
    job->run_unit(u, [&](const TwoLevelClass& c) {
      out.push_back(c.family_text() + " g=" + std::to_string(c.grundy) + " gset=" + std::to_string(c.gset) +
                    " aut=" + std::to_string(c.aut) + " comp=" + std::to_string(c.components) +
                    " edges=" + std::to_string(c.edges) + " empty=" + std::to_string(c.has_empty_top));
    });
  return out;
}

TwoLevelSpec spec_of(int bottoms, int size, int tops_max, bool values) {
  TwoLevelSpec s;
  s.bottoms = bottoms;
  s.size = size;
  s.tops_max = tops_max;
  s.values = values;
  s.threads = 2;
  return s;
}

class CpuPathTest : public ::testing::TestWithParam<CpuPath> {
 protected:
  void SetUp() override {
    if (!cpu_supports(GetParam()))
      GTEST_SKIP() << "this CPU lacks the " << cpu_path_name(GetParam()) << " path (" << cpu_feature_summary() << ")";
  }
};

TEST_P(CpuPathTest, CanonicityTestAgreesWithTheScalarPath) {
  std::mt19937_64 rng(2718);
  for (int b = 0; b <= 6; ++b) {
    const PermTables& perms = PermTables::get(b);
    for (int i = 0; i < 4000; ++i) {
      // Sparse, dense and half-full masks (the AVX2 path takes the complement of dense ones).
      std::uint64_t mask = (i % 3 == 0 ? rng() & rng() : i % 3 == 1 ? rng() | rng() : rng()) & perms.full();
      std::uint64_t want_aut = 0, want_aut2 = 0, aut = 0, aut2 = 0;
      std::uint64_t want, got;
      bool want_canonical, got_canonical;
      {
        ScopedCpuPath scalar(CpuPath::Scalar);
        if (i % 4 == 0) mask = perms.canonical(mask);  // canonical masks, where no relabeling exits early
        want = perms.canonical(mask, &want_aut);
        want_canonical = perms.is_canonical(mask, &want_aut2);
      }
      {
        ScopedCpuPath path(GetParam());
        got = perms.canonical(mask, &aut);
        got_canonical = perms.is_canonical(mask, &aut2);
      }
      ASSERT_EQ(got, want) << "b=" << b << " mask=" << mask;
      ASSERT_EQ(aut, want_aut) << "b=" << b << " mask=" << mask;
      ASSERT_EQ(got_canonical, want_canonical) << "b=" << b << " mask=" << mask;
      if (want_canonical) {
        ASSERT_EQ(aut2, want_aut2) << "b=" << b << " mask=" << mask;
      }
    }
  }
}

// Walks the orderly tree (children below the lowest set of a canonical family) with the
// path's incremental child test and compares every answer, rejected children included,
// with the scalar path's is_canonical by byte tables.
void walk_orderly(const PermTables& perms, OrderlyTests& tests, std::uint64_t mask, int depth, int low, int max_depth,
                  std::uint64_t& checked) {
  if (depth == max_depth) return;
  for (int pos = low - 1; pos >= 0; --pos) {
    const std::uint64_t child = mask | std::uint64_t{1} << pos;
    std::uint64_t aut = 0, want_aut = 0;
    const bool got = tests.child(depth, child, pos, &aut);
    bool want;
    {
      ScopedCpuPath scalar(CpuPath::Scalar);
      want = perms.is_canonical(child, &want_aut);
    }
    ++checked;
    ASSERT_EQ(got, want) << "b=" << perms.bottoms() << " child=" << child;
    if (!got) continue;
    ASSERT_EQ(aut, want_aut) << "b=" << perms.bottoms() << " child=" << child;
    walk_orderly(perms, tests, child, depth + 1, pos, max_depth, checked);
  }
}

TEST_P(CpuPathTest, OrderlyChildTestAgreesWithTheScalarPath) {
  const int max_depth[] = {1, 2, 3, 7, 5, 4, 3};  // every family up to b = 3, the first levels beyond
  for (int b = 0; b <= 6; ++b) {
    const PermTables& perms = PermTables::get(b);
    std::uint64_t checked = 0;
    {
      ScopedCpuPath path(GetParam());
      OrderlyTests tests(perms);
      tests.start(0, 0);
      walk_orderly(perms, tests, 0, 0, perms.positions(), max_depth[b], checked);
      // A walk from a deeper root, as a work unit starts one.
      const std::uint64_t root = perms.canonical(perms.full() >> (perms.positions() / 2) << (perms.positions() / 2));
      if (b >= 2) {
        tests.start(root, std::popcount(root));
        walk_orderly(perms, tests, root, std::popcount(root), std::countr_zero(root), std::popcount(root) + 2, checked);
      }
    }
    EXPECT_GE(checked, std::uint64_t(perms.positions())) << "b=" << b;  // at least the first level
  }
}

TEST_P(CpuPathTest, LabeledDpAgreesWithTheScalarPath) {
  using Fill = LabeledGrundyTable::Fill;
  std::unique_ptr<LabeledGrundyTable> scalar, fastest, wide;
  {
    ScopedCpuPath path(CpuPath::Scalar);
    scalar = std::make_unique<LabeledGrundyTable>(4, 2, Fill::Scalar);
  }
  {
    ScopedCpuPath path(GetParam());
    fastest = std::make_unique<LabeledGrundyTable>(4, 2, Fill::Fastest);
    wide = std::make_unique<LabeledGrundyTable>(4, 1, Fill::Wide);
  }
  for (int b = 0; b <= 4; ++b)
    for (std::uint64_t m = 0; m <= PermTables::get(b).full(); ++m) {
      ASSERT_EQ(fastest->value(b, m), scalar->value(b, m)) << "b=" << b << " mask=" << m;
      ASSERT_EQ(wide->value(b, m), scalar->value(b, m)) << "b=" << b << " mask=" << m;
    }
}

TEST_P(CpuPathTest, TwoLevelEnumerationsAgreeWithTheScalarPath) {
  // Counts on the orderly paths (b <= 6) and the nauty path (--size), values from the
  // labeled DP (b <= 4 here) and the sub-family DP.
  const std::vector<TwoLevelSpec> specs = {spec_of(6, -1, 5, false), spec_of(-1, 9, -1, false),
                                           spec_of(4, -1, -1, true), spec_of(6, -1, 4, true)};
  for (const TwoLevelSpec& spec : specs) {
    std::vector<std::string> want, got;
    {
      ScopedCpuPath path(CpuPath::Scalar);
      want = enumerate_lines(spec);
    }
    {
      ScopedCpuPath path(GetParam());
      got = enumerate_lines(spec);
    }
    ASSERT_FALSE(want.empty());
    ASSERT_EQ(got, want) << spec.canonical_key();
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPath, CpuPathTest, ::testing::ValuesIn(all_cpu_paths()),
                         [](const auto& path_info) { return std::string(cpu_path_name(path_info.param)); });

TEST(CpuPaths, PextAgreesWithItsDefinition) {
  std::mt19937_64 rng(31);
  for (int i = 0; i < 10000; ++i) {
    const std::uint64_t x = rng(), m = i % 2 ? rng() : rng() & rng();
    std::uint64_t want = 0;
    int k = 0;
    for (int j = 0; j < 64; ++j)
      if (m >> j & 1) want |= (x >> j & 1) << k++;
    ASSERT_EQ(pext64(x, m), want) << x << " " << m;
  }
}

TEST(CpuPaths, ChoosingAPath) {
  EXPECT_TRUE(cpu_supports(CpuPath::Scalar));
  EXPECT_TRUE(cpu_supports(best_cpu_path()));
  EXPECT_EQ(parse_cpu_path("scalar"), CpuPath::Scalar);
  EXPECT_EQ(parse_cpu_path("avx2"), CpuPath::Avx2);
  EXPECT_EQ(parse_cpu_path("avx512"), CpuPath::Avx512);
  EXPECT_EQ(parse_cpu_path("auto"), best_cpu_path());
  EXPECT_THROW(parse_cpu_path("sse9"), UsageError);
  for (CpuPath p : all_cpu_paths())
    if (!cpu_supports(p)) {
      EXPECT_THROW(set_cpu_path(p), UsageError);
    }
  EXPECT_NE(cpu_feature_summary().find("popcnt"), std::string::npos);
}

}  // namespace
