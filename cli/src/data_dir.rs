//! Where saved games live: `--data-dir`, else `$SPELBORD_DATA_DIR`, else the XDG data
//! directory (`$XDG_DATA_HOME/spelbord`, default `~/.local/share/spelbord`).

use std::path::PathBuf;

use crate::args::Args;

/// The save directory for these arguments.
pub fn resolve(args: &Args) -> Result<PathBuf, String> {
    if let Some(d) = args.opt("data-dir") {
        return Ok(PathBuf::from(d));
    }
    if let Ok(d) = std::env::var("SPELBORD_DATA_DIR") {
        if !d.is_empty() {
            return Ok(PathBuf::from(d));
        }
    }
    if let Ok(d) = std::env::var("XDG_DATA_HOME") {
        if !d.is_empty() {
            return Ok(PathBuf::from(d).join("spelbord"));
        }
    }
    match std::env::var("HOME") {
        Ok(home) if !home.is_empty() => Ok(PathBuf::from(home).join(".local/share/spelbord")),
        _ => Ok(PathBuf::from(".spelbord-data")),
    }
}
