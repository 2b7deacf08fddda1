/*!
This crate provides an implementation of the
[Snappy compression format](https://github.com/google/snappy/blob/master/format_description.txt).

(Trimmed from snap 1.1.0 as Debian ships it: its error type.)
*/

pub use crate::error::{Error, Result};

mod error;
