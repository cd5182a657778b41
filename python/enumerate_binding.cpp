// `posetlab.posets(n)`: every poset on n points up to isomorphism, one Poset at a time,
// and `posetlab.canonical(p)`: the key of p's class in the posets table.
//
// posets(n) streams `nauty-genposetg n o` through enumerate/genposetg.hpp (a pipe read
// in process, the source the posets job uses, checked against A000112's count). A
// producer thread runs the generator and decodes each digraph6 line into a Poset, in
// batches through a small bounded queue; the iterator hands them to Python. So memory
// stays bounded for any n, and generation runs beside the caller's own work. Dropping
// the iterator early stops the generator.
#include <pybind11/stl.h>

#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>

#include "engine/formats/format_digraph6.hpp"
#include "enumerate/genposetg.hpp"
#include "enumerate/posets_job.hpp"
#include "python/binding.hpp"
#include "results/queries/lookup.hpp"

namespace py = pybind11;

namespace posetlab::python {
namespace {

class PosetStream {
 public:
  explicit PosetStream(int n) {
    if (n < 0 || n > 12) throw UsageError("posets: n must be in 0..12, got " + std::to_string(n));
    producer_ = std::thread([this, n] { produce(n); });
  }
  ~PosetStream() {
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    changed_.notify_all();
    producer_.join();
  }

  // The next poset, or nullopt at the end; rethrows the generator's failure.
  std::optional<Poset> next() {
    if (at_ == batch_.size()) {
      batch_.clear();
      at_ = 0;
      std::unique_lock lock(mutex_);
      changed_.wait(lock, [&] { return !queue_.empty() || done_; });
      if (queue_.empty()) {
        if (error_) std::rethrow_exception(error_);
        return std::nullopt;
      }
      batch_ = std::move(queue_.front());
      queue_.pop_front();
      changed_.notify_all();
    }
    return std::move(batch_[at_++]);
  }

 private:
  static constexpr std::size_t kBatch = 512, kMaxQueued = 16;
  struct Stopped {};

  void produce(int n) {
    std::vector<Poset> batch;
    auto hand_over = [&] {
      std::unique_lock lock(mutex_);
      changed_.wait(lock, [&] { return queue_.size() < kMaxQueued || stop_; });
      if (stop_) throw Stopped{};
      queue_.push_back(std::move(batch));
      batch.clear();
      changed_.notify_all();
    };
    try {
      genposetg_part_views(n, 0, 1, [&](std::string_view line) {
        batch.push_back(parse_digraph6(line));
        if (batch.size() == kBatch) hand_over();
      });
      if (!batch.empty()) hand_over();
    } catch (const Stopped&) {
    } catch (...) {
      std::lock_guard lock(mutex_);
      error_ = std::current_exception();
    }
    std::lock_guard lock(mutex_);
    done_ = true;
    changed_.notify_all();
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::vector<Poset>> queue_;
  bool stop_ = false, done_ = false;
  std::exception_ptr error_;
  std::vector<Poset> batch_;  // the consumer's current batch
  std::size_t at_ = 0;
  std::thread producer_;
};

GamePoset as_game_poset(Poset p) { return GamePoset{std::move(p), std::nullopt, std::nullopt}; }

}  // namespace

void bind_enumerate(py::module_& m) {
  py::class_<PosetStream, std::unique_ptr<PosetStream>>(m, "PosetIterator")
      .def("__iter__", [](PosetStream& s) -> PosetStream& { return s; })
      .def("__next__", [](PosetStream& s) {
        std::optional<Poset> p;
        {
          py::gil_scoped_release release;
          p = s.next();
        }
        if (!p) throw py::stop_iteration();
        return as_game_poset(std::move(*p));
      });
  m.def("posets", [](int n) { return std::make_unique<PosetStream>(n); }, py::arg("n"),
        "Iterator over every poset on n points up to isomorphism (n <= 12; A000112 counts), "
        "streamed from nauty-genposetg");
  m.def("canonical", [](const GamePoset& g) { return posets_table_key(g.order); }, py::arg("p"),
        "The key of p's isomorphism class in the posets table: digraph6 of the canonically "
        "labelled Hasse diagram, as `posetlab canonical` prints it (any size; the table holds "
        "posets of at most 64 elements)");
}

}  // namespace posetlab::python
