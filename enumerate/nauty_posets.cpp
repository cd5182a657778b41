// Posets of a size from nauty-genposetg, listed or streamed (enumerate/nauty_posets.hpp).
#include "enumerate/nauty_posets.hpp"

#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

#include "engine/formats/format_digraph6.hpp"
#include "enumerate/genposetg.hpp"

namespace posetlab {

const std::vector<Poset>& nauty_posets(int n) {
  static std::mutex mutex;
  static std::map<int, std::unique_ptr<std::vector<Poset>>> cache;
  std::lock_guard lock(mutex);
  auto& slot = cache[n];
  if (!slot) {
    auto list = std::make_unique<std::vector<Poset>>();
    genposetg_part(n, 0, 1, [&](std::string&& l) { list->push_back(parse_digraph6(l)); });
    slot = std::move(list);
  }
  return *slot;
}

std::vector<Poset> posets_up_to(int n) {
  std::vector<Poset> out;
  for (int k = 0; k <= n; ++k) {
    const auto& list = nauty_posets(k);
    out.insert(out.end(), list.begin(), list.end());
  }
  return out;
}

void for_each_nauty_poset_masks(int n, const std::function<void(int, const std::uint64_t*)>& f) {
  genposetg_part(n, 0, 1, [&](std::string&& l) {
    const SmallPoset s = parse_digraph6_small(l, LineSource{"nauty-genposetg", 1});
    if (s.k != n) throw std::runtime_error("nauty-genposetg " + std::to_string(n) + " wrote a poset of " + std::to_string(s.k));
    f(n, s.up.data());
  });
}

}  // namespace posetlab
