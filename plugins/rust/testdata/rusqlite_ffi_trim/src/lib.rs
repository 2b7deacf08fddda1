pub use libsqlite3_sys as ffi;

pub use crate::ffi::ErrorCode;
pub use crate::params::{params_from_iter, Params, ParamsFromIter};

mod params;
