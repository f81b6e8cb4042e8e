//! A small command-line parser: positional words, `--flag`, `--key value` and
//! `--key=value`. Enough for the few commands here without a dependency.

use std::collections::BTreeMap;

/// Parsed arguments.
#[derive(Debug, Default)]
pub struct Args {
    /// Words that are not options, in order.
    pub words: Vec<String>,
    /// Options that take values (repeatable: `--variant a=b --variant c=d`).
    pub options: BTreeMap<String, Vec<String>>,
    /// Options without values.
    pub flags: Vec<String>,
}

/// Options that never take a value.
const FLAGS: [&str; 6] = ["json", "help", "no-save", "quiet", "no-clear", "no-auto"];

/// The arguments as text; one that is not UTF-8 is an error naming it (where
/// `std::env::args` would panic).
pub fn utf8(argv: impl IntoIterator<Item = std::ffi::OsString>) -> Result<Vec<String>, String> {
    argv.into_iter()
        .enumerate()
        .map(|(i, a)| a.into_string().map_err(|a| format!("argument {} ({a:?}) is not UTF-8 text", i + 1)))
        .collect()
}

impl Args {
    /// Parses `argv` without the program name.
    pub fn parse(argv: impl IntoIterator<Item = String>) -> Result<Args, String> {
        let mut args = Args::default();
        let mut it = argv.into_iter();
        while let Some(a) = it.next() {
            if let Some(opt) = a.strip_prefix("--") {
                if let Some((k, v)) = opt.split_once('=') {
                    args.options.entry(k.to_string()).or_default().push(v.to_string());
                } else if FLAGS.contains(&opt) {
                    args.flags.push(opt.to_string());
                } else {
                    let v = it.next().ok_or_else(|| format!("--{opt} needs a value"))?;
                    args.options.entry(opt.to_string()).or_default().push(v);
                }
            } else if a == "-h" {
                args.flags.push("help".into());
            } else {
                args.words.push(a);
            }
        }
        Ok(args)
    }

    /// True when the flag was given.
    pub fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    /// The last value of an option.
    pub fn opt(&self, name: &str) -> Option<&str> {
        self.options.get(name).and_then(|v| v.last()).map(String::as_str)
    }

    /// All values of a repeatable option.
    pub fn all(&self, name: &str) -> Vec<String> {
        self.options.get(name).cloned().unwrap_or_default()
    }

    /// An option parsed as a number.
    pub fn num<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        match self.opt(name) {
            None => Ok(None),
            Some(v) => v
                .parse()
                .map(Some)
                .map_err(|_| crate::lang::tr("cli-arg-not-number", &[("option", name.into()), ("value", v.into())])),
        }
    }

    /// `--variant KEY=VALUE` options as a map.
    pub fn variants(&self) -> Result<BTreeMap<String, String>, String> {
        let mut map = BTreeMap::new();
        for v in self.all("variant") {
            let (k, val) = v
                .split_once('=')
                .ok_or_else(|| crate::lang::tr("cli-arg-not-key-value", &[("value", v.as_str().into())]))?;
            map.insert(k.to_string(), val.to_string());
        }
        Ok(map)
    }

    /// Fails on options not in `known` (typos are errors, not silently ignored);
    /// `--help` and `--lang` go with every command.
    pub fn only(&self, known: &[&str]) -> Result<(), String> {
        for k in self.options.keys().chain(self.flags.iter()) {
            if !known.contains(&k.as_str()) && k != "help" && k != "lang" {
                return Err(crate::lang::tr("cli-arg-unknown-option", &[("option", k.as_str().into())]));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_words_options_and_flags() {
        let a = Args::parse(
            ["legal", "fia", "start", "--players", "2", "--variant=goal=exact", "--json", "--variant", "pieces=2"]
                .map(String::from),
        )
        .unwrap();
        assert_eq!(a.words, ["legal", "fia", "start"]);
        assert_eq!(a.opt("players"), Some("2"));
        assert!(a.flag("json"));
        let v = a.variants().unwrap();
        assert_eq!(v.get("goal").map(String::as_str), Some("exact"));
        assert_eq!(v.get("pieces").map(String::as_str), Some("2"));
        assert!(a.only(&["players", "variant", "json"]).is_ok());
        assert!(a.only(&["players"]).is_err());
        assert!(Args::parse(["--seed".to_string()]).is_err());
    }
}
