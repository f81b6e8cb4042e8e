//! What the terminal tests share: the `spelbord` program run as a user runs it, with
//! the environment's language removed (each test names the language it reads).
#![allow(dead_code)] // each test file uses some of these

use std::ffi::OsStr;
use std::io::Write as _;
use std::process::{Command, Output, Stdio};

/// `spelbord args` with nothing typed.
pub fn spelbord<S: AsRef<OsStr>>(args: &[S]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_spelbord")).args(args).env_remove("LC_ALL").output().unwrap()
}

/// `spelbord args` with `input` typed on its standard input. A closed pipe once the
/// program has ended (a game over before all the input is read) is not a failure.
pub fn spelbord_typed<S: AsRef<OsStr>>(args: &[S], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .args(args)
        .env_remove("LC_ALL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

/// What the program wrote on its standard output.
pub fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}
