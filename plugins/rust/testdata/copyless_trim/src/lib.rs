//! Helper traits for allocating without copying (copyless 0.1.5, trimmed).
#![warn(missing_docs)]

pub use self::{
    vec::{VecAllocation, VecEntry, VecHelper},
};

mod vec;
