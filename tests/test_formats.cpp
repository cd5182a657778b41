// Poset formats: round trips on random posets, nauty's own generators as peers, exact
// error positions and messages, and a seeded fuzz loop over garbage.
#include <gtest/gtest.h>

#include "verify/support/poset_instances.hpp"

#include "tests/shell.hpp"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <numeric>
#include <random>
#include <set>
#include <sstream>

#include "engine/core/error.hpp"
#include "engine/core/set_system.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/format_dot.hpp"
#include "engine/formats/format_graph6.hpp"
#include "engine/formats/format_sixbit.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/formats/poset_reader.hpp"
#include "enumerate/family_catalogue.hpp"
#include "enumerate/family_writer.hpp"
#include "util/json.hpp"

using namespace posetlab;

namespace {


SetSystem random_family(std::mt19937_64& rng, int bottoms, int tops) {
  SetSystem f{bottoms, {}};
  std::bernoulli_distribution pick(0.4);
  for (int t = 0; t < tops; ++t) {
    std::vector<int> top;
    for (int b = 0; b < bottoms; ++b)
      if (pick(rng)) top.push_back(b);
    f.tops.push_back(top);
  }
  return f;
}

// Output of a shell command (nauty's generators); fails the test when it cannot run.
std::string run(const std::string& command) {
  posetlab::testing::ShellResult r = posetlab::testing::run_shell(command + " 2>/dev/null");
  if (r.status != 0) ADD_FAILURE() << "cannot run " << command;
  return r.out;
}

std::vector<ParsedPoset> read_all(const std::string& text, ReaderOptions options = {}) {
  std::istringstream in(text);
  PosetReader reader(in, "test", options);
  std::vector<ParsedPoset> out;
  while (auto p = reader.next()) out.push_back(std::move(*p));
  return out;
}

// Isomorphism-invariant key of a small poset: the least relation matrix over all
// relabelings (brute force, independent of nauty).
std::uint64_t canonical_key(const Poset& p) {
  const int n = p.size();
  std::vector<int> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  std::uint64_t best = ~std::uint64_t{0};
  do {
    std::uint64_t key = 0;
    for (int a = 0; a < n; ++a)
      for (int b = 0; b < n; ++b) key = (key << 1) | (p.less(perm[a], perm[b]) ? 1 : 0);
    best = std::min(best, key);
  } while (std::next_permutation(perm.begin(), perm.end()));
  return best;
}

// Isomorphism key of a family under permutations of the bottoms (tops as a multiset).
std::vector<unsigned> family_key(const SetSystem& f) {
  std::vector<int> perm(f.bottoms);
  std::iota(perm.begin(), perm.end(), 0);
  std::vector<unsigned> best;
  do {
    std::vector<unsigned> masks;
    for (const auto& top : f.tops) {
      unsigned m = 0;
      for (int b : top) m |= 1u << perm[b];
      masks.push_back(m);
    }
    std::sort(masks.begin(), masks.end());
    if (best.empty() || masks < best) best = masks;
  } while (std::next_permutation(perm.begin(), perm.end()));
  return best;
}

struct ExpectedError {
  std::string input;  // lines fed to the reader
  int bottoms;        // --bottoms
  std::size_t line, column;
  std::string message;  // substring of the message
};

void expect_error(const ExpectedError& e, int max_elements = kDefaultMaxElements) {
  ReaderOptions options;
  options.graph6_bottoms = e.bottoms;
  options.max_elements = max_elements;
  try {
    read_all(e.input, options);
    ADD_FAILURE() << "no error for: " << e.input;
  } catch (const InputError& err) {
    EXPECT_EQ(err.where().input, "test") << e.input;
    EXPECT_EQ(err.where().line, e.line) << e.input << " -> " << err.what();
    EXPECT_EQ(err.where().column, e.column) << e.input << " -> " << err.what();
    EXPECT_NE(err.message().find(e.message), std::string::npos) << e.input << " -> " << err.what();
  }
}

}  // namespace

TEST(Formats, RoundTripsOnRandomPosets) {
  const std::uint64_t seed = 20261122;
  std::mt19937_64 rng(seed);
  for (int trial = 0; trial < 300; ++trial) {
    int n = int(rng() % 14);
    double density = double(rng() % 100) / 200.0;
    Poset p = checks::random_poset(n, density, rng);
    SCOPED_TRACE("seed " + std::to_string(seed) + " trial " + std::to_string(trial) + ": " + p.to_text());
    EXPECT_EQ(parse_poset_text(p.to_text()), p);
    std::string d6 = poset_to_digraph6(p);
    EXPECT_EQ(parse_digraph6(d6), p);
    // Through the reader, auto-detected, with a comment and CRLF.
    auto read = read_all("# header\n" + p.to_text() + "  # trailing\r\n\n" + d6 + "\n");
    ASSERT_EQ(read.size(), 2u);
    EXPECT_EQ(read[0].poset, p);
    EXPECT_EQ(read[0].line, 2u);
    EXPECT_EQ(read[0].source_format, "poset");
    EXPECT_EQ(read[1].poset, p);
    EXPECT_EQ(read[1].line, 4u);
    EXPECT_EQ(read[1].source_format, "digraph6");
    // Height <= 2: through the two-level reading, graph6 and back.
    std::vector<int> order;
    if (auto f = poset_to_set_system(p, &order)) {
      SetSystem back = parse_graph6(set_system_to_graph6(*f), f->bottoms);
      EXPECT_EQ(back, *f);
      std::vector<int> to_old(order.size());
      for (std::size_t i = 0; i < order.size(); ++i) to_old[i] = order[i];
      EXPECT_EQ(set_system_to_poset(*f).relabeled(to_old), p);
    }
  }
}

TEST(Formats, RoundTripsOnRandomFamilies) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    SetSystem f = random_family(rng, int(rng() % 8), int(rng() % 9));
    SCOPED_TRACE(set_system_to_text(f));
    EXPECT_EQ(parse_set_system_text(set_system_to_text(f)), f);
    std::string g6 = set_system_to_graph6(f);
    EXPECT_EQ(parse_graph6(g6, f.bottoms), f);
    auto read = read_all(g6 + "\n" + set_system_to_text(f) + "\n", {Format::Auto, f.bottoms});
    ASSERT_EQ(read.size(), 2u);
    for (const auto& r : read) {
      ASSERT_TRUE(r.family.has_value());
      EXPECT_EQ(*r.family, f);
      EXPECT_EQ(r.poset, set_system_to_poset(f));
    }
  }
}

TEST(Formats, LargeSizesUseTheLongSizeEncodings) {
  // N(n) boundaries: 62/63 switch to 4 bytes, 258047/258048 to 8 bytes.
  for (std::uint64_t n : {0ull, 1ull, 62ull, 63ull, 64ull, 4095ull, 258047ull, 258048ull, 68719476735ull}) {
    std::string s;
    sixbit::append_size(s, n);
    EXPECT_EQ(s.size(), n <= 62 ? 1u : n <= 258047 ? 4u : 8u) << n;
    std::size_t pos = 0;
    EXPECT_EQ(sixbit::read_size(s, pos, {}, "graph6"), n);
    EXPECT_EQ(pos, s.size());
  }
  std::mt19937_64 rng(3);
  for (int n : {62, 63, 100}) {
    Poset p = checks::random_poset(n, 0.05, rng);
    EXPECT_EQ(parse_digraph6(poset_to_digraph6(p)), p) << n;
  }
  // Known bytes, confirmed with `nauty-showg -e`.
  EXPECT_EQ(poset_to_digraph6(Poset::from_relations(3, std::vector<Relation>{{0, 1}, {0, 2}})), "&BW?");
  EXPECT_EQ(set_system_to_graph6(SetSystem{2, {{0}, {1}}}), "CQ");  // edges 0-2, 1-3 (nauty-showg -e agrees)
}

TEST(Formats, ReadsEveryPosetOfGenposetg) {
  const std::size_t expected[] = {1, 2, 5, 16, 63, 318};
  for (int n = 1; n <= 6; ++n) {
    for (const char* mode : {"o", "t"}) {
      std::string out = run("nauty-genposetg " + std::to_string(n) + " " + mode);
      auto posets = read_all(out);
      ASSERT_EQ(posets.size(), expected[n - 1]) << "n=" << n;
      std::set<std::uint64_t> classes;
      std::istringstream lines(out);
      std::string line;
      for (const auto& p : posets) {
        std::getline(lines, line);
        EXPECT_EQ(p.poset.size(), n);
        EXPECT_EQ(p.source_format, "digraph6");
        // genposetg writes the Hasse diagram, so writing the covers gives the same bytes.
        EXPECT_EQ(poset_to_digraph6(p.poset), line);
        classes.insert(canonical_key(p.poset));
      }
      EXPECT_EQ(classes.size(), expected[n - 1]) << "n=" << n << ": some posets are isomorphic";
    }
  }
}

TEST(Formats, ReadsGenbgOutputWithBottoms) {
  // -z: no twin tops; -d0:1: tops nonempty. Summed over m: the 40 classes of
  // extensional families on 3 bottoms (docs/design.md §2).
  std::set<std::vector<unsigned>> classes;
  std::size_t total = 0;
  for (int m = 0; m <= 7; ++m) {
    auto read = read_all(run("nauty-genbg -z -d0:1 3 " + std::to_string(m)), {Format::Auto, 3});
    for (const auto& r : read) {
      ASSERT_TRUE(r.family.has_value());
      EXPECT_EQ(r.source_format, "graph6");
      EXPECT_EQ(r.family->bottoms, 3);
      EXPECT_EQ(int(r.family->tops.size()), m);
      std::set<std::vector<int>> distinct(r.family->tops.begin(), r.family->tops.end());
      EXPECT_EQ(distinct.size(), r.family->tops.size());
      for (const auto& top : r.family->tops) EXPECT_FALSE(top.empty());
      classes.insert(family_key(*r.family));
      ++total;
    }
  }
  EXPECT_EQ(total, 40u);
  EXPECT_EQ(classes.size(), 40u);
  // Default genbg output (twins and empty tops allowed): 7 bicoloured graphs on 2+2.
  auto read = read_all(run("nauty-genbg 2 2"), {Format::Graph6, 2});
  std::set<std::vector<unsigned>> default_classes;
  for (const auto& r : read) default_classes.insert(family_key(*r.family));
  EXPECT_EQ(read.size(), 7u);
  EXPECT_EQ(default_classes.size(), 7u);
}

TEST(Formats, ErrorsNameLineColumnAndCause) {
  const std::vector<ExpectedError> cases = {
      {"poset 5: 0<1 2 3<4\n", -1, 1, 16, "expected '<' after element id 2"},
      {"\n# c\nposet 5: 0<7\n", -1, 3, 12, "element 7 out of range 0..4"},
      {"poset 3 0<1\n", -1, 1, 9, "expected ':'"},
      {"poset x: 0<1\n", -1, 1, 7, "expected number of elements"},
      {"poset 3: 0<1<\n", -1, 1, 14, "expected element id, found end of line"},
      {"poset 3: 0<1, 1<2\n", -1, 1, 13, "expected element id, found 0x2c (',')"},
      {"poset 3: 0<1<2<0\n", -1, 1, 14, "relation has a cycle: 0<1<2<0"},
      {"poset 3: 1<2 2<0 0<1\n", -1, 1, 18, "relation has a cycle"},
      {"poset 20000:\n", -1, 1, 7, "poset has 20000 elements, more than the limit 16384 (--max-elements)"},
      {"family 3: {0,1} {1,3}\n", -1, 1, 20, "bottom 3 out of range 0..2"},
      {"family 3: {0,1} {1,1}\n", -1, 1, 20, "bottom 1 listed twice"},
      {"family 3: {0,1 {1}\n", -1, 1, 16, "expected ',' or '}'"},
      {"family 3: {0} 1\n", -1, 1, 15, "expected '{' opening a top"},
      {"family 2 {0}\n", -1, 1, 10, "expected ':' after the number of bottoms"},
      {"&BW\n", -1, 1, 4, "truncated digraph6: expected 1 more bytes"},
      {"&D\n", -1, 1, 3, "truncated digraph6: expected 5 more bytes"},
      {"&B W?\n", -1, 1, 3, "invalid digraph6 character 0x20"},
      {"&BW??\n", -1, 1, 5, "expected end of line after the digraph6 data"},
      {"&~\n", -1, 1, 3, "truncated digraph6: the vertex count needs 1 more bytes"},
      {"C]\n", -1, 1, 1, "pass --bottoms N1"},
      {"C] \nC ]\n", 2, 2, 2, "invalid graph6 character 0x20"},
      {"C]\n", 5, 1, 1, "--bottoms 5 is more than the graph's 4 vertices"},
      {"Bw\n", 1, 1, 2, "edge 1-2 joins two tops"},
      {"Bw\n", 2, 1, 2, "edge 0-1 joins two bottoms"},
      {":Fa@x^\n", 3, 1, 1, "sparse6 is not supported"},
      {"   poset 2: 0<5\n", -1, 1, 15, "element 5 out of range 0..1"},
      // family --json lines, read through "text": columns of the raw line.
      {"{\"text\":\"poset 3: 0<1 3<2\"}\n", -1, 1, 23, "element 3 out of range 0..2"},
      {"{\"name\":\"text\", \"text\": \"poset 2: 0<5\"}\n", -1, 1, 37, "element 5 out of range 0..1"},
      {"{\"name\":\"C_2\"}\n", -1, 1, 1, "unrecognised line: a JSON object is read through its \"text\" member"},
      {"{\"text\":3}\n", -1, 1, 9, "expected a string as the value of \"text\""},
      {"{\"text\":\"poset 2: 0<1\n", -1, 1, 9, "unterminated string in \"text\""},
      {"{\"text\":\"poset 2:\\u0020\"}\n", -1, 1, 18, "an escape in \"text\""},
  };
  for (const auto& c : cases) expect_error(c);
  expect_error({"&~?@}\n", -1, 1, 2, "poset has 126 elements, more than the limit 100 (--max-elements)"}, 100);
  expect_error({"family 3: {0} {1} {2}\n", -1, 1, 19, "poset has 6 elements, more than the limit 5"}, 5);
}

TEST(Formats, Digraph6CycleIsNamed) {
  // 3 vertices, arcs 0->1, 1->2, 2->0: bits 1, 5, 6 of the 9-bit matrix.
  std::vector<bool> bits(9, false);
  bits[1] = bits[5] = bits[6] = true;
  std::string line = "&";
  sixbit::append_size(line, 3);
  sixbit::append_bits(line, bits);
  try {
    parse_digraph6(line);
    FAIL() << "cycle not detected";
  } catch (const InputError& e) {
    EXPECT_NE(e.message().find("relation has a cycle: "), std::string::npos) << e.what();
    EXPECT_EQ(e.where().column, 4u);  // bit 6 (arc 2->0) lies in the second data byte
  }
}

TEST(Formats, ForcedFormats) {
  // "poset 1:" forced as graph6 is a graph6 line ('p' = 49 vertices), truncated.
  ReaderOptions g6;
  g6.format = Format::Graph6;
  g6.graph6_bottoms = 1;
  try {
    read_all("poset 1:\n", g6);
    ADD_FAILURE() << "forced graph6 accepted text";
  } catch (const InputError& e) {
    EXPECT_NE(e.message().find("graph6"), std::string::npos) << e.what();
  }
  ReaderOptions d6;
  d6.format = Format::Digraph6;
  try {
    read_all("poset 1:\n", d6);
    ADD_FAILURE() << "forced digraph6 accepted text";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where().column, 1u);
    EXPECT_NE(e.message().find("expected '&'"), std::string::npos) << e.what();
  }
  ReaderOptions text;
  text.format = Format::Text;
  try {
    read_all("\n  &BW?\n", text);
    ADD_FAILURE() << "forced text accepted digraph6";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where().line, 2u);
    EXPECT_EQ(e.where().column, 3u);
    EXPECT_NE(e.message().find("expected 'poset' or 'family'"), std::string::npos) << e.what();
  }
  EXPECT_EQ(read_all("family 1: {0}\nposet 1:\n", text).size(), 2u);
  EXPECT_EQ(parse_format_name("digraph6"), Format::Digraph6);
  EXPECT_EQ(parse_format_name("dot"), std::nullopt);
}

TEST(Formats, KeepGoingSkipsAndCounts) {
  std::istringstream in("poset 2: 0<1\ngarbage!\nposet 2: 1<0\nposet 3: 0<9\nfamily 1: {0}\n");
  ReaderOptions options;
  options.keep_going = true;
  PosetReader reader(in, "k", options);
  std::vector<std::size_t> lines;
  while (auto p = reader.next()) lines.push_back(p->line);
  EXPECT_EQ(lines, (std::vector<std::size_t>{1, 3, 5}));
  EXPECT_EQ(reader.skipped(), 2u);
  EXPECT_NE(reader.last_skipped_error().find("k:4:"), std::string::npos);
}

TEST(Formats, FuzzNeverCrashes) {
  const std::uint64_t seed = 0x5eed2026;
  std::printf("fuzz seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  const std::vector<std::string> prefixes = {"", "poset ", "family ", "&", ">>digraph6<<&", ">>graph6<<", "poset 5: "};
  const std::string alphabet = "0123456789<:{}, #&~?@ABC_`xyz\t\r";
  std::size_t parsed = 0, errors = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    std::string line = prefixes[rng() % prefixes.size()];
    int len = int(rng() % 24);
    for (int k = 0; k < len; ++k)
      line += (rng() % 2) ? alphabet[rng() % alphabet.size()] : char(rng() % 256);
    ReaderOptions options;
    options.max_elements = 64;
    options.graph6_bottoms = int(rng() % 4) - 1;
    options.format = static_cast<Format>(rng() % 4);
    try {
      if (auto p = PosetReader::parse_line(line, {"fuzz", 1}, options)) {
        ++parsed;
        ASSERT_LE(p->poset.size(), 64);
        // Whatever was accepted writes and reads back the same.
        EXPECT_EQ(parse_digraph6(poset_to_digraph6(p->poset)), p->poset);
      }
    } catch (const InputError& e) {
      ++errors;
      ASSERT_GE(e.where().column, 1u) << "seed " << seed << " trial " << trial;
      ASSERT_LE(e.where().column, line.size() + 1) << "seed " << seed << " trial " << trial;
    }
  }
  EXPECT_GT(parsed, 0u);
  EXPECT_GT(errors, 0u);
}

TEST(Formats, JsonEscapesAndOrdersFields) {
  JsonObject o;
  std::vector<int> moves{1, 5};
  o.add("index", 3).add("name", "a\"b\\c\n\x01").add("ok", true).add("moves", moves).add("big", std::size_t{7});
  EXPECT_EQ(o.str(), R"({"index":3,"name":"a\"b\\c\n\u0001","ok":true,"moves":[1,5],"big":7})");
  EXPECT_EQ(JsonObject().add("x", 0.5).add("y", 1.0 / 0.0).str(), R"({"x":0.5,"y":null})");
}

TEST(Formats, DotDrawsTheHasseDiagramUpward) {
  Poset p = Poset::from_relations(3, std::vector<Relation>{{0, 1}, {1, 2}, {0, 2}});
  std::string dot = poset_to_dot(p);
  EXPECT_NE(dot.find("rankdir=BT;"), std::string::npos);
  EXPECT_NE(dot.find("0 -> 1;"), std::string::npos);
  EXPECT_NE(dot.find("1 -> 2;"), std::string::npos);
  EXPECT_EQ(dot.find("0 -> 2;"), std::string::npos);  // implied, not a cover
  std::string two = set_system_to_dot(SetSystem{1, {{0}, {}}});
  EXPECT_NE(two.find("label=\"b0\""), std::string::npos);
  EXPECT_NE(two.find("label=\"t1\""), std::string::npos);
  EXPECT_NE(two.find("rank=same; 1; 2;"), std::string::npos);
}

namespace {

// Every line `family NAME --json` writes reads as the line `family NAME` writes: the same
// order, colours, winning sets and two-level family.
TEST(Formats, FamilyJsonLinesReadAsTheirTextLines) {
  const std::vector<std::pair<std::string, std::vector<std::string>>> members = {
      {"chomp", {"3", "4"}},      {"diamond", {"1:3"}},   {"young", {"4,2,1"}},
      {"connect-k", {"3", "2", "2"}}, {"kbt", {"2", "3"}}, {"divisors", {"60"}}};
  for (const auto& [name, args] : members) {
    std::ostringstream text, json;
    catalogue::FamilyWriter text_writer(text, "text"), json_writer(json, "json");
    for (auto& m : catalogue::family(name, args)) {
      text_writer.write(m);
      json_writer.write(m);
    }
    std::istringstream text_in(text.str()), json_in(json.str());
    PosetReader from_text(text_in, "text"), from_json(json_in, "json");
    int lines = 0;
    while (auto t = from_text.next()) {
      const auto j = from_json.next();
      ASSERT_TRUE(j) << name;
      EXPECT_EQ(j->poset.covers(), t->poset.covers()) << name;
      EXPECT_EQ(j->colours, t->colours) << name;
      EXPECT_EQ(j->winning_sets, t->winning_sets) << name;
      EXPECT_EQ(j->family.has_value(), t->family.has_value()) << name;
      EXPECT_EQ(j->source_format, t->source_format) << name;
      ++lines;
    }
    EXPECT_FALSE(from_json.next()) << name;
    EXPECT_GE(lines, 1) << name;
  }
}

}  // namespace

