//! stackvector 1.1.1 (Debian), src/lib.rs trimmed: functions that name a
//! type taking a lifetime with the lifetime elided (`-> Drain<A::Item>`,
//! `&mut fmt::Formatter`), which rustdoc prints as '_.

use std::{fmt, mem, ptr, slice};

/// Types that can be used as the backing store for a StackVec
pub unsafe trait Array {
    /// The type of the array's elements.
    type Item;
    /// Returns the number of items the array can hold.
    fn size() -> usize;
}

/// An iterator that removes the items from a `StackVec` and yields them by value.
pub struct Drain<'a, T: 'a> {
    iter: slice::IterMut<'a, T>,
}

/// A `Vec`-like container that stores elements on the stack.
pub struct StackVec<A: Array> {
    pub data: mem::MaybeUninit<A>,
    pub length: usize,
}

impl<A: Array> StackVec<A> {
    /// Empty the vector and return an iterator over its former contents.
    pub fn drain(&mut self) -> Drain<A::Item> {
        unsafe {
            let slice = slice::from_raw_parts_mut(ptr::null_mut(), 0);
            Drain {
                iter: slice.iter_mut(),
            }
        }
    }
}

impl<A: Array> fmt::Debug for StackVec<A>
where
    A::Item: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_list().finish()
    }
}
