#pragma once
// The hard ceilings every entry point shares (command-line options, the nightly job list):
// values beyond them are refused before anything is allocated or started.
namespace posetlab {

// More threads than this gain nothing on any machine posetlab runs on, and thread
// creation fails long before the values that overflow a thread library.
inline constexpr int kMaxThreads = 1024;

// The largest poset any command represents (--max-elements): its relation bits alone
// take 2 * n^2 / 8 bytes, 1 GiB at this size.
inline constexpr int kMaxElementsCeiling = 65536;

}  // namespace posetlab
