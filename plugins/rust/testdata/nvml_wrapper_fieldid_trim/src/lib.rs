/*!
A safe and ergonomic Rust wrapper for the NVIDIA Management Library.
*/

extern crate nvml_wrapper_sys as ffi;

/// Re-exports from `nvml-wrapper-sys` that are necessary for use of this wrapper.
pub mod sys_exports {
    /// Use these constants to populate the `structs::device::FieldId` newtype.
    pub mod field_id {
        pub use crate::ffi::bindings::field_id::*;
    }
}

use crate::ffi::bindings::*;

/// The main struct that this library revolves around.
pub struct Nvml {
    lib: ManuallyDrop<NvmlLib>,
}
