//! Fisher's exact test (fishers_exact 1.0.1, trimmed).

pub struct FishersExactPvalues { pub two_tail_pvalue: f64 }
pub struct TooLargeValueError(u32);

pub fn fishers_exact(table: &[u32; 4]) -> Result<FishersExactPvalues,TooLargeValueError> {
    unimplemented!()
}
