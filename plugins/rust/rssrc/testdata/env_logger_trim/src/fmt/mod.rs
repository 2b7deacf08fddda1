// env_logger 0.9.3's src/fmt/mod.rs, trimmed: the humantime glob
// re-export and Formatter.

use std::cell::RefCell;
use std::rc::Rc;

mod humantime;

pub use self::humantime::glob::*;

/// Formatting precision of timestamps.
#[derive(Copy, Clone, Debug)]
pub enum TimestampPrecision {
    /// Full second precision (0 decimal digits)
    Seconds,
}

/// A formatter to write logs into.
pub struct Formatter {
    buf: Rc<RefCell<Buffer>>,
    write_style: WriteStyle,
}
