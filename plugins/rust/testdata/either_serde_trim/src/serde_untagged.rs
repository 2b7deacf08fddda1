//! Untagged serialization/deserialization support for Either<L, R>.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum Either<L, R> {
    Left(L),
    Right(R),
}

pub fn serialize<L, R, S>(this: &super::Either<L, R>, serializer: S) -> Result<S::Ok, S::Error>
where
    S: Serializer,
    L: Serialize,
    R: Serialize,
{
    let untagged = match this {
        &super::Either::Left(ref left) => Either::Left(left),
        &super::Either::Right(ref right) => Either::Right(right),
    };
    untagged.serialize(serializer)
}

