//! Multi-producer multi-consumer channels for message passing.

use cfg_if::cfg_if;

cfg_if! {
    if #[cfg(feature = "std")] {
        mod channel;
        mod select;

        /// Crate internals used by the `select!` macro.
        #[doc(hidden)]
        pub mod internal {
            pub use crate::select::SelectHandle;
            pub use crate::select::{select, select_timeout, try_select};
        }

        pub use crate::channel::{Receiver, Sender};
    }
}
