//! The [`Date`] struct and its associated `impl`s.

/// Date in the proleptic Gregorian calendar.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Date {
    value: i32,
}

impl Date {
    /// Get the year of the date.
    pub const fn year(self) -> i32 {
        self.value >> 9
    }
}

#[cfg(feature = "formatting")]
impl Date {
    /// Format the `Date` using the provided [format description](crate::format_description).
    pub fn format(self, format: &str) -> Result<String, std::fmt::Error> {
        Ok(format.to_string())
    }
}
