#pragma once
// The nightly's re-test of the stored conjectures (stored_conjectures.hpp): after each job
// that ran units, and once at the end of the night, every stored conjecture is tested on the
// sizes that became complete. One `runs` row of kind `conjectures` a night holds what
// changed, and the outcome "stored conjectures" lists each change as a note. Handed to
// run_nightly as its follow-up hook (results/jobs/nightly.hpp).
#include <memory>

#include "results/jobs/nightly.hpp"
#include "results/store/store.hpp"

namespace posetlab {

std::unique_ptr<NightlyFollowUp> make_stored_conjecture_retest(Store& store);

}  // namespace posetlab
