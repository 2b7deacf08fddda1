exports.greet=n=>"hi "+n
