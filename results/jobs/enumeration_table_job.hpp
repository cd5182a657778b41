#pragma once
// A job kind whose units and rows come from one enumeration of enumerate/ (a class with
// units() and run_unit(unit, emit) built from a Spec with canonical_key() and threads):
// the key, parameters, unit list and batching every such kind shares, so a kind adds
// only its table and its writer (and, if it has one, its wire form).
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "results/jobs/job_runner.hpp"

namespace posetlab {

// Runs `enumeration`'s unit and hands its rows to `sink` in batches of `batch_rows`.
template <class Row, class Enumeration>
void emit_unit_in_batches(Enumeration& enumeration, const WorkUnit& unit, const BatchSink& sink,
                          std::size_t batch_rows) {
  RowBatcher<Row> batcher(sink, batch_rows);
  enumeration.run_unit(unit, [&](Row&& r) { batcher.add(std::move(r)); });
  batcher.flush();
}

// How a kind's rows cross between MPI ranks (e.g. results/tables/posets.hpp).
template <class Row>
struct WireForm {
  void (*encode)(const std::vector<Row>& rows, std::vector<std::uint8_t>& out) = nullptr;
  std::vector<Row> (*decode)(const std::vector<std::uint8_t>& bytes) = nullptr;
};

template <class Spec, class Enumeration, class Row>
class EnumerationTableJob : public Job {
 public:
  // `kind` names the kind in job keys ("<kind>:<canonical parameters>") and in messages;
  // without a `wire` form the kind runs in one process only.
  EnumerationTableJob(std::string kind, Spec spec, WireForm<Row> wire = {})
      : kind_(std::move(kind)), spec_(spec), enumeration_(spec), wire_(wire) {}
  std::string kind() const override { return kind_; }
  std::string key() const override { return kind_ + ":" + spec_.canonical_key(); }
  std::string parameters() const override { return spec_.canonical_key(); }
  int threads() const override { return spec_.threads; }
  std::vector<WorkUnit> units() const override { return enumeration_.units(); }
  void run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) override {
    emit_unit_in_batches<Row>(enumeration_, unit, sink, batch_rows);
  }
  bool has_wire_form() const override { return wire_.encode && wire_.decode; }
  void encode_rows(const RowBatch& batch, std::vector<std::uint8_t>& out) const override {
    if (!has_wire_form()) return Job::encode_rows(batch, out);
    wire_.encode(static_cast<const RowsOf<Row>&>(batch).rows, out);
  }
  std::unique_ptr<RowBatch> decode_rows(const std::vector<std::uint8_t>& bytes) const override {
    if (!has_wire_form()) return Job::decode_rows(bytes);
    auto batch = std::make_unique<RowsOf<Row>>();
    batch->rows = wire_.decode(bytes);
    return batch;
  }

 protected:
  const Spec& spec() const { return spec_; }
  Enumeration& enumeration() { return enumeration_; }

 private:
  std::string kind_;
  Spec spec_;
  Enumeration enumeration_;
  WireForm<Row> wire_;
};

}  // namespace posetlab
