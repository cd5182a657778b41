// Chomp pass checkpoints; see chomp_checkpoint.hpp.
#include "enumerate/chomp_checkpoint.hpp"

#include <fcntl.h>
#include <unistd.h>
#include <xxhash.h>

#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace posetlab {
namespace {

constexpr std::size_t kCheckpointLineMax = 256;
constexpr std::size_t kCheckpointChunk = std::size_t{1} << 26;  // 64 MiB per read or write call

std::string checkpoint_fields(const ChompCheckpointBox& box, int layers_done, int layers, std::uint64_t positions,
                              std::uint64_t bytes) {
  return "posetlab-chomp-checkpoint 1 rows=" + std::to_string(box.rows) + " cols=" + std::to_string(box.cols) +
         " mode=" + (box.outcome_only ? "outcome" : "grundy") + " layers_done=" + std::to_string(layers_done) +
         " layers=" + std::to_string(layers) + " positions=" + std::to_string(positions) +
         " bytes=" + std::to_string(bytes);
}

std::string hex64(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
  return buf;
}

[[noreturn]] void checkpoint_io_failure(const std::string& what, const std::string& path) {
  throw ChompCheckpointError("cannot " + what + " the Chomp checkpoint " + path + ": " + std::strerror(errno));
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
                            std::span<const std::uint8_t> array) {
  const std::string fields = checkpoint_fields(box, stats.layers_done, stats.layers, stats.positions, array.size());
  XXH3_state_t* state = XXH3_createState();
  XXH3_64bits_reset(state);
  XXH3_64bits_update(state, fields.data(), fields.size());
  XXH3_64bits_update(state, array.data(), array.size());
  const std::string line = fields + " checksum=" + hex64(XXH3_64bits_digest(state)) + "\n";
  XXH3_freeState(state);

  const std::string tmp = path + ".tmp";
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) checkpoint_io_failure("create", tmp);
  try {
    write_all_to(fd, reinterpret_cast<const std::uint8_t*>(line.data()), line.size(), tmp);
    write_all_to(fd, array.data(), array.size(), tmp);
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

std::optional<ChompRestored> read_chomp_checkpoint(const std::string& path, const ChompCheckpointBox& box,
                                                   std::span<std::uint8_t> array) {
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
    unsigned long long positions = 0, bytes = 0;
    if (std::sscanf(line.c_str(),
                    "posetlab-chomp-checkpoint %d rows=%d cols=%d mode=%15s layers_done=%d layers=%d positions=%llu "
                    "bytes=%llu checksum=%16s",
                    &version, &rows, &cols, mode, &restored.layers, &layers, &positions, &bytes, sum) != 9 ||
        version != 1)
      throw ChompCheckpointError(path + ": not a posetlab Chomp checkpoint of format 1 (header '" + line + "')" +
                                 remove_it);
    restored.positions = positions;
    const ChompCheckpointBox found{rows, cols, std::string(mode) == "outcome"};
    if (found.rows != box.rows || found.cols != box.cols || found.outcome_only != box.outcome_only ||
        bytes != array.size())
      throw ChompCheckpointError(path + ": a checkpoint of the " + std::to_string(rows) + " x " + std::to_string(cols) +
                                 " box (" + mode + ", " + std::to_string(bytes) + " bytes), not of the " +
                                 std::to_string(box.rows) + " x " + std::to_string(box.cols) + " box (" +
                                 (box.outcome_only ? "outcome" : "grundy") + ", " + std::to_string(array.size()) +
                                 " bytes) this pass needs" + remove_it);
    std::size_t at = 0;
    while (at < array.size()) {
      const ssize_t got = ::read(fd, array.data() + at, std::min(array.size() - at, kCheckpointChunk));
      if (got < 0 && errno == EINTR) continue;
      if (got < 0) checkpoint_io_failure("read", path);
      if (got == 0) throw ChompCheckpointError(path + ": truncated (" + std::to_string(at) + " of " +
                                               std::to_string(array.size()) + " bytes)" + remove_it);
      at += std::size_t(got);
    }
    // Nothing may follow the array: a longer file is not the one this pass wrote.
    char extra = 0;
    ssize_t more = 0;
    while ((more = ::read(fd, &extra, 1)) < 0 && errno == EINTR) {
    }
    if (more < 0) checkpoint_io_failure("read", path);
    if (more > 0)
      throw ChompCheckpointError(path + ": bytes after the " + std::to_string(array.size()) +
                                 "-byte array its header announces (a damaged file)" + remove_it);
    const std::string fields = checkpoint_fields(found, restored.layers, layers, restored.positions, bytes);
    XXH3_state_t* state = XXH3_createState();
    XXH3_64bits_reset(state);
    XXH3_64bits_update(state, fields.data(), fields.size());
    XXH3_64bits_update(state, array.data(), array.size());
    const std::string want = hex64(XXH3_64bits_digest(state));
    XXH3_freeState(state);
    if (want != sum || line != fields + " checksum=" + want)
      throw ChompCheckpointError(path + ": the checksum does not match its content (a damaged file)" + remove_it);
  } catch (...) {
    ::close(fd);
    std::fill(array.begin(), array.end(), std::uint8_t{0});
    throw;
  }
  ::close(fd);
  return restored;
}

}  // namespace posetlab
