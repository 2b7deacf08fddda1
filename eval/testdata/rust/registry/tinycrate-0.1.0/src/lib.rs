//! A tiny crate whose API the eval's Rust extractor test knows by heart.

/// Shapes.
pub mod shapes {
    /// A circle with a radius.
    #[derive(Clone)]
    pub struct Circle {
        pub radius: f64,
        secret: u8,
    }

    impl Circle {
        /// Makes a circle.
        pub fn new(radius: f64) -> Self {
            Circle { radius, secret: 0 }
        }

        /// The area. Roughly.
        pub fn area(&self) -> f64 {
            3.0 * self.radius * self.radius + f64::from(self.secret)
        }

        #[allow(dead_code)]
        fn hidden(&self) {}
    }

    impl crate::Shape for Circle {
        fn sides(&self) -> u32 {
            0
        }
    }
}

pub use shapes::Circle;

/// Something with sides.
pub trait Shape {
    /// Number of sides.
    fn sides(&self) -> u32;
}

/// Which way.
pub enum Direction {
    Up,
    Down(u8),
    Left { by: i32 },
}

/// Adds.
pub fn add<T: Into<i64>>(a: T, b: &mut Vec<i64>) -> Option<i64>
where
    T: Copy,
{
    b.push(a.into());
    None
}

/// The limit.
pub const LIMIT: usize = 3;

/// Two of a kind.
pub type Pair<T> = (T, T);

/// A macro.
#[macro_export]
macro_rules! tiny {
    () => {};
}

mod private {
    #[allow(dead_code)]
    pub struct Nope;
}

#[doc(hidden)]
pub fn hidden() {}
