//! The calling thread's CPU time, for the arena's decision times: on a shared machine
//! the wall clock also counts the time a decision waits for a core, which is not the
//! bot's cost. The core cannot read it portably, so the CLI hands it over.

use std::time::Duration;

/// CPU time this thread has used (`CLOCK_THREAD_CPUTIME_ID`).
#[cfg(unix)]
pub fn thread_cpu() -> Duration {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec through a valid, exclusive pointer.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if status != 0 {
        return Duration::ZERO;
    }
    Duration::new(ts.tv_sec.max(0) as u64, ts.tv_nsec.clamp(0, 999_999_999) as u32)
}

/// The thread CPU clock where the platform has one (`None`: time by the wall clock).
pub fn clock() -> Option<fn() -> Duration> {
    #[cfg(unix)]
    return Some(thread_cpu);
    #[cfg(not(unix))]
    return None;
}
