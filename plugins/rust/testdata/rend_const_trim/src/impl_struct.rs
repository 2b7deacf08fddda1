macro_rules! impl_struct {
    (@$class:ident $endian:ident<$ne:ty> ($($const:ident)?)) => {
        impl $endian<$ne> {
            /// Creates a `NativeEndian` from this value
            #[inline]
            pub $($const)? fn to_ne(self) -> NativeEndian<$ne> {
                NativeEndian::<$ne>::new(self.value())
            }
        }
    };
    (@signed_int $endian:ident<$ne:ty>) => {
        impl_struct!(@signed_int $endian<$ne> (const));
    };
    (@float $endian:ident<$ne:ty>) => {
        impl_struct!(@float $endian<$ne> ());
    };
}
