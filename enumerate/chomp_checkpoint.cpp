// Chomp pass checkpoints; see chomp_checkpoint.hpp.
#include "enumerate/chomp_checkpoint.hpp"

#include <fcntl.h>
#include <unistd.h>
#include <xxhash.h>

#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

namespace posetlab {
namespace {

constexpr std::size_t kCheckpointLineMax = 256;
constexpr std::size_t kCheckpointChunk = std::size_t{1} << 26;  // 64 MiB per read or write call

[[noreturn]] void checkpoint_io_failure(const std::string& what, const std::string& path) {
  throw ChompCheckpointError("cannot " + what + " the Chomp checkpoint " + path + ": " + std::strerror(errno));
}

constexpr std::size_t kRecordBytes = 12;  // an escaped value: rank (8 bytes), value (4), little-endian

const char* mode_name(const ChompCheckpointBox& box) {
  return box.outcome_only ? "outcome" : box.last_row ? "last-row" : "grundy";
}

// The header line up to " checksum=", in format 2, or in format 1 when `escaped` is absent.
std::string checkpoint_fields(int version, const ChompCheckpointBox& box, int layers_done, int layers,
                              std::uint64_t positions, std::uint64_t bytes, std::uint64_t escaped) {
  return "posetlab-chomp-checkpoint " + std::to_string(version) + " rows=" + std::to_string(box.rows) +
         " cols=" + std::to_string(box.cols) + " mode=" + mode_name(box) +
         " layers_done=" + std::to_string(layers_done) + " layers=" + std::to_string(layers) +
         " positions=" + std::to_string(positions) + " bytes=" + std::to_string(bytes) +
         (version >= 2 ? " escaped=" + std::to_string(escaped) : std::string());
}

std::vector<std::uint8_t> escaped_records(const ChompOverflow& escaped) {
  std::vector<std::uint8_t> out;
  out.reserve(escaped.size() * kRecordBytes);
  for (const auto& [rank, value] : escaped) {
    for (int i = 0; i < 8; ++i) out.push_back(std::uint8_t(rank >> (8 * i)));
    for (int i = 0; i < 4; ++i) out.push_back(std::uint8_t(value >> (8 * i)));
  }
  return out;
}

std::uint64_t checkpoint_checksum(const std::string& fields, std::span<const std::uint8_t> array,
                                  std::span<const std::uint8_t> records) {
  XXH3_state_t* state = XXH3_createState();
  XXH3_64bits_reset(state);
  XXH3_64bits_update(state, fields.data(), fields.size());
  XXH3_64bits_update(state, array.data(), array.size());
  XXH3_64bits_update(state, records.data(), records.size());
  const std::uint64_t sum = XXH3_64bits_digest(state);
  XXH3_freeState(state);
  return sum;
}

// Reads exactly out.size() bytes; false at the end of the file before them.
bool read_exactly(int fd, std::span<std::uint8_t> out, const std::string& path) {
  std::size_t at = 0;
  while (at < out.size()) {
    const ssize_t got = ::read(fd, out.data() + at, std::min(out.size() - at, kCheckpointChunk));
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) checkpoint_io_failure("read", path);
    if (got == 0) return false;
    at += std::size_t(got);
  }
  return true;
}

std::string hex64(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
  return buf;
}

void write_all_to(int fd, const std::uint8_t* data, std::size_t n, const std::string& path) {
  while (n > 0) {
    const ssize_t got = ::write(fd, data, std::min(n, kCheckpointChunk));
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) checkpoint_io_failure("write", path);
    data += got, n -= std::size_t(got);
  }
}

}  // namespace

void write_chomp_checkpoint(const std::string& path, const ChompCheckpointBox& box, const ChompDenseStats& stats,
                            std::span<const std::uint8_t> array, const ChompOverflow& escaped) {
  const std::string fields =
      checkpoint_fields(2, box, stats.layers_done, stats.layers, stats.positions, array.size(), escaped.size());
  const std::vector<std::uint8_t> records = escaped_records(escaped);
  const std::string line = fields + " checksum=" + hex64(checkpoint_checksum(fields, array, records)) + "\n";

  const std::string tmp = path + ".tmp";
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) checkpoint_io_failure("create", tmp);
  try {
    write_all_to(fd, reinterpret_cast<const std::uint8_t*>(line.data()), line.size(), tmp);
    write_all_to(fd, array.data(), array.size(), tmp);
    write_all_to(fd, records.data(), records.size(), tmp);
    if (::fsync(fd) != 0) checkpoint_io_failure("sync", tmp);
  } catch (...) {
    ::close(fd);
    std::remove(tmp.c_str());
    throw;
  }
  if (::close(fd) != 0) checkpoint_io_failure("close", tmp);
  if (std::rename(tmp.c_str(), path.c_str()) != 0) checkpoint_io_failure("rename into place", path);
  // The rename itself is durable only once the folder is synced.
  std::string folder = std::filesystem::path(path).parent_path().string();
  if (folder.empty()) folder = ".";
  const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
}

void remove_chomp_checkpoint(const std::string& path) {
  std::error_code ec;  // a file that is not there has nothing to remove
  std::filesystem::remove(path, ec);
  std::filesystem::remove(path + ".tmp", ec);
}

std::optional<ChompRestored> read_chomp_checkpoint(const std::string& path, const ChompCheckpointBox& box,
                                                   std::span<std::uint8_t> array, ChompOverflow* escaped) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOENT) return std::nullopt;
    checkpoint_io_failure("open", path);
  }
  const std::string remove_it = "; remove it to compute the box from the start";
  std::string line;
  ChompRestored restored;
  try {
    char c = 0;
    while (line.size() < kCheckpointLineMax) {
      const ssize_t got = ::read(fd, &c, 1);
      if (got < 0 && errno == EINTR) continue;
      if (got < 0) checkpoint_io_failure("read", path);
      if (got == 0 || c == '\n') break;
      line += c;
    }
    if (c != '\n') throw ChompCheckpointError(path + ": not a posetlab Chomp checkpoint (no header line)" + remove_it);
    int version = 0, rows = 0, cols = 0, layers = 0;
    char mode[16] = {0}, sum[17] = {0};
    unsigned long long positions = 0, bytes = 0, records = 0;
    const bool format2 =
        std::sscanf(line.c_str(),
                    "posetlab-chomp-checkpoint %d rows=%d cols=%d mode=%15s layers_done=%d layers=%d positions=%llu "
                    "bytes=%llu escaped=%llu checksum=%16s",
                    &version, &rows, &cols, mode, &restored.layers, &layers, &positions, &bytes, &records, sum) == 10 &&
        version == 2;
    const bool format1 =
        !format2 &&
        std::sscanf(line.c_str(),
                    "posetlab-chomp-checkpoint %d rows=%d cols=%d mode=%15s layers_done=%d layers=%d positions=%llu "
                    "bytes=%llu checksum=%16s",
                    &version, &rows, &cols, mode, &restored.layers, &layers, &positions, &bytes, sum) == 9 &&
        version == 1;
    if (!format1 && !format2)
      throw ChompCheckpointError(path + ": not a posetlab Chomp checkpoint of format 1 or 2 (header '" + line + "')" +
                                 remove_it);
    restored.positions = positions;
    const ChompCheckpointBox found{rows, cols, std::string(mode) == "outcome", std::string(mode) == "last-row"};
    if (found.rows != box.rows || found.cols != box.cols || found.outcome_only != box.outcome_only ||
        found.last_row != box.last_row || bytes != array.size())
      throw ChompCheckpointError(path + ": a checkpoint of the " + std::to_string(rows) + " x " + std::to_string(cols) +
                                 " box (" + mode + ", " + std::to_string(bytes) + " bytes), not of the " +
                                 std::to_string(box.rows) + " x " + std::to_string(box.cols) + " box (" +
                                 mode_name(box) + ", " + std::to_string(array.size()) +
                                 " bytes) this pass needs" + remove_it);
    // Escaped values belong to Grundy arrays only, one per escape byte at most (in a
    // last-row array the byte 255 means "no length" and has no record).
    const bool grundy = !box.outcome_only && !box.last_row;
    if (records > 0 && (!grundy || !escaped || records > array.size()))
      throw ChompCheckpointError(path + ": " + std::to_string(records) + " escaped values where this pass takes " +
                                 (!grundy || !escaped ? "none" : "at most one a position") + remove_it);
    std::vector<std::uint8_t> record_bytes(std::size_t(records) * kRecordBytes);
    if (!read_exactly(fd, array, path) || !read_exactly(fd, record_bytes, path))
      throw ChompCheckpointError(path + ": truncated (shorter than the " + std::to_string(array.size()) +
                                 "-byte array and the " + std::to_string(records) +
                                 " escaped values its header announces)" + remove_it);
    // Nothing may follow the records: a longer file is not the one this pass wrote.
    char extra = 0;
    ssize_t more = 0;
    while ((more = ::read(fd, &extra, 1)) < 0 && errno == EINTR) {
    }
    if (more < 0) checkpoint_io_failure("read", path);
    if (more > 0)
      throw ChompCheckpointError(path + ": bytes after the " + std::to_string(array.size()) +
                                 "-byte array and the escaped values its header announces (a damaged file)" + remove_it);
    const std::string fields =
        checkpoint_fields(version, found, restored.layers, layers, restored.positions, bytes, records);
    const std::string want = hex64(checkpoint_checksum(fields, array, record_bytes));
    if (want != sum || line != fields + " checksum=" + want)
      throw ChompCheckpointError(path + ": the checksum does not match its content (a damaged file)" + remove_it);
    if (escaped) {
      escaped->clear();
      for (std::size_t i = 0; i < record_bytes.size(); i += kRecordBytes) {
        std::uint64_t rank = 0;
        std::uint32_t value = 0;
        for (int b = 0; b < 8; ++b) rank |= std::uint64_t(record_bytes[i + b]) << (8 * b);
        for (int b = 0; b < 4; ++b) value |= std::uint32_t(record_bytes[i + 8 + b]) << (8 * b);
        // Whole and checksummed, yet not what a pass writes: refused all the same.
        if (rank >= array.size() || array[rank] != kChompEscape || value < kChompEscape ||
            (!escaped->empty() && escaped->back().first >= rank))
          throw ChompCheckpointError(path + ": escaped value " + std::to_string(i / kRecordBytes) +
                                     " (rank " + std::to_string(rank) + ") does not fit its array" + remove_it);
        escaped->push_back({rank, value});
      }
      if (grundy &&
          std::uint64_t(std::count(array.begin(), array.end(), kChompEscape)) != escaped->size())
        throw ChompCheckpointError(path + ": its array has escape bytes without escaped values" + remove_it);
    }
  } catch (...) {
    ::close(fd);
    std::fill(array.begin(), array.end(), std::uint8_t{0});
    if (escaped) escaped->clear();
    throw;
  }
  ::close(fd);
  return restored;
}

}  // namespace posetlab
