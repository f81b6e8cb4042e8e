//! Platform logging: the library's `log` records go to logcat on Android and to the
//! unified log on Apple platforms. Elsewhere (tests, desktop JVM) nothing is set up.

/// Routes the library's log records to the platform log. Safe to call more than once.
#[uniffi::export]
pub fn init_logging() {
    #[cfg(target_os = "android")]
    android_logger::init_once(
        android_logger::Config::default().with_max_level(log::LevelFilter::Info).with_tag("spelbord"),
    );
    #[cfg(target_vendor = "apple")]
    {
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(|| {
            // Fails only when another logger was installed first; that one then wins.
            let _ = oslog::OsLogger::new("se.spelbord").level_filter(log::LevelFilter::Info).init();
        });
    }
}
