/// A step: one complete, unambiguous collection of an evaluator's business state.
///
/// A screen is in exactly one step at a time, typically a case of an enum whose associated
/// configuration holds everything the translator needs to produce the whole display state:
///
/// ```swift
/// enum Step: EvaluatorStep {
///     case loading
///     case page(PageConfiguration)
/// }
/// ```
public protocol EvaluatorStep {}
