//! Endian-aware primitives.

#![no_std]

#[macro_use]
mod impl_struct;

/// A type that has an associated cross-endian storage type.
pub unsafe trait Primitive {
    /// An endian-agnostic type that can represent the primitve in both little- and big-endian
    /// forms.
    type Storage;
}

/// A wrapper for native-endian types.
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct NativeEndian<T> {
    /// The value of the type
    pub value: T,
}

/// A wrapper for big-endian types.
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct LittleEndian<T: Primitive> {
    value: T::Storage,
}

/// A wrapper for little-endian types.
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct BigEndian<T: Primitive> {
    value: T::Storage,
}

impl_struct!(@signed_int BigEndian<i16>);
impl_struct!(@float LittleEndian<f32>);
