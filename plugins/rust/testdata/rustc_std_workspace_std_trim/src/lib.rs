pub use std::*;
