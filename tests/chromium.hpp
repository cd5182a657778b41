#pragma once
// The browser the layout tests run (test_report_browser.cpp, test_catalogue_browser.cpp):
// POSETLAB_CHROMIUM when set, else the first of chromium, chromium-browser, google-chrome on
// PATH; "" when there is none (the tests then skip).
#include <unistd.h>

#include <cstdlib>
#include <sstream>
#include <string>

namespace posetlab::testing {

inline std::string chromium_to_run() {
  if (const char* chosen = std::getenv("POSETLAB_CHROMIUM"); chosen && *chosen) return chosen;
  const char* path = std::getenv("PATH");
  for (const char* name : {"chromium", "chromium-browser", "google-chrome"}) {
    std::istringstream dirs(path ? path : "");
    for (std::string dir; std::getline(dirs, dir, ':');) {
      const std::string candidate = (dir.empty() ? std::string(".") : dir) + "/" + name;
      if (access(candidate.c_str(), X_OK) == 0) return candidate;
    }
  }
  return {};
}

}  // namespace posetlab::testing
