// The game-kind seam: the kind tag keeps kinds apart in one shared table, impartial keys
// are the ones the table held before kinds existed, and wide masks behave like narrow.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "api/game_registry.hpp"
#include "engine/core/bits.hpp"
#include "engine/impartial/misere.hpp"
#include "engine/impartial/impartial_policy.hpp"
#include "engine/impartial/position_kernel.hpp"
#include "engine/memo/shared_table.hpp"

using namespace posetlab;

namespace {

// A toy policy whose value is the number of elements, with the impartial policy's forms:
// if the table ignored tags it would read the impartial entries of the same components.
template <KindTag Tag>
struct CountPolicy {
  using Mask = std::uint64_t;
  using Value = int;
  static constexpr KindTag tag = Tag;
  const SmallPoset& p;
  Mask interacts(int x) const { return p.comparable(x); }
  static int zero() { return 0; }
  static int add(int a, int b) { return a + b; }
  static bool encode(int v, std::uint32_t& out, WideValues& w) { return ImpartialPolicy::encode(v, out, w); }
  static int decode(std::uint32_t v, const WideValues& w) { return ImpartialPolicy::decode(v, w); }
  template <class Out>
  void relative_form(Mask c, Out& out) const {
    ImpartialPolicy{p}.relative_form(c, out);
  }
  int connected(PositionKernel<CountPolicy>& k, Mask c) const {
    return k.memoized(c, [&] { return std::popcount(c); });
  }
};

// The crown on 8 points (b_i below t_i and t_(i+1 mod 4)): connected, no least
// element, so the impartial policy stores it whole. Its nimber is not 8.
SmallPoset crown() {
  std::vector<Relation> rel;
  for (int i = 0; i < 4; ++i) {
    rel.emplace_back(i, 4 + i);
    rel.emplace_back(i, 4 + (i + 1) % 4);
  }
  return SmallPoset::from_poset(Poset::from_relations(8, rel));
}

template <KindTag Tag>
int count_after_impartial(const SmallPoset& p) {
  SharedTable table(1 << 12);
  SolverOptions options;
  options.table = &table;
  const ImpartialPolicy impartial{p};
  PositionKernel<ImpartialPolicy> ik(impartial, table, options, false);
  EXPECT_NE(ik.value(p.all()), 8);
  const CountPolicy<Tag> counting{p};
  PositionKernel<CountPolicy<Tag>> ck(counting, table, options, false);
  return ck.value(p.all());
}

}  // namespace

TEST(GameKind, TagSeparatesTableEntries) {
  const SmallPoset p = crown();
  EXPECT_EQ(count_after_impartial<KindTag::Pomax>(p), 8);
  // Control: the same policy under the impartial tag reads the impartial entry, which is
  // exactly the mix-up the tag prevents.
  EXPECT_NE(count_after_impartial<KindTag::Impartial>(p), 8);
}

TEST(GameKind, FingerprintsDifferByTagAndImpartialKeepsLegacyKeys) {
  const std::uint64_t form[3] = {2, 2, 0};
  const Fingerprint legacy = fingerprint(KeyDomain::RelativeHasse, form, sizeof form);
  EXPECT_EQ(kind_fingerprint(KindTag::Impartial, KeyDomain::RelativeHasse, form, sizeof form), legacy);
  std::vector<Fingerprint> seen{legacy};
  for (KindTag t : {KindTag::BlackWhite, KindTag::Pomax, KindTag::MinMaxRemoval, KindTag::LeafRemoval,
                    KindTag::CornerRemoval, KindTag::MakerBreaker, KindTag::MakerMaker, KindTag::Misere,
                    KindTag::DualMisere}) {
    const Fingerprint f = kind_fingerprint(t, KeyDomain::RelativeHasse, form, sizeof form);
    for (const Fingerprint& g : seen) EXPECT_NE(f, g);
    seen.push_back(f);
  }
}

TEST(GameKind, VariantTagsAreDerivedFromTheWrapperStack) {
  EXPECT_EQ(MisereSolver::tag, KindTag::Misere);
  EXPECT_EQ(KindTag::Misere, variant_tag(KindTag::Impartial, Variant::Misere));
  EXPECT_EQ(DualMisereSolver::tag, KindTag::DualMisere);
  EXPECT_EQ(KindTag::DualMisere, variant_tag(variant_tag(KindTag::Impartial, Variant::Dual), Variant::Misere));
  EXPECT_EQ(Dual<PosetRules>::tag, variant_tag(PosetRules::tag, Variant::Dual));
  // The order of the wrappers counts, and a wrapped tag never equals a base one.
  EXPECT_NE(variant_tag(variant_tag(KindTag::Impartial, Variant::Misere), Variant::Dual), KindTag::DualMisere);
  for (std::uint64_t base = 0; base < 8; ++base)
    for (Variant v : {Variant::Misere, Variant::Dual})
      EXPECT_GE(static_cast<std::uint64_t>(variant_tag(static_cast<KindTag>(base), v)), std::uint64_t{1} << kBaseTagBits);
  // Every kind of the registry was admitted only with its registered tag among its keys' tags.
  for (const auto& k : api::game_registry().kinds())
    EXPECT_NE(std::find(k->key_tags.begin(), k->key_tags.end(), k->tag), k->key_tags.end()) << k->name;
  EXPECT_EQ(api::game_registry().get("misere").key_tags, std::vector<KindTag>{KindTag::Misere});
  EXPECT_EQ(api::game_registry().get("dual-misere").key_tags, std::vector<KindTag>{KindTag::DualMisere});
}

TEST(GameKind, WideMasksCompressLikeNarrowOnes) {
  // Bits<3> with members spread over all words: compress packs ranks across words.
  Bits<3> within, x;
  std::vector<int> members;
  for (int i = 1; i < 192; i += 2) members.push_back(i);
  for (int m : members) mask_set(within, m);
  for (std::size_t r = 0; r < members.size(); r += 5) mask_set(x, members[r]);
  std::vector<std::uint64_t> out;
  mask_compress(x, within, out);
  ASSERT_EQ(out.size(), (members.size() + 63) / 64);
  for (std::size_t r = 0; r < members.size(); ++r)
    EXPECT_EQ((out[r / 64] >> (r % 64)) & 1u, r % 5 == 0 ? 1u : 0u) << r;
  EXPECT_EQ(mask_count(within), int(members.size()));
  EXPECT_EQ(mask_first(x), 1);
  int visited = 0;
  mask_for_each(x, [&](int e) {
    EXPECT_TRUE(mask_test(x, e));
    ++visited;
  });
  EXPECT_EQ(visited, mask_count(x));
}
