import LoomHost

/// The label of a field's return key.
public struct SubmitLabel: Hashable, Sendable {
    /// The HTML `enterkeyhint` word for it.
    let hint: String

    public static let done = SubmitLabel(hint: "done")
    public static let go = SubmitLabel(hint: "go")
    public static let send = SubmitLabel(hint: "send")
    public static let join = SubmitLabel(hint: "go")
    public static let route = SubmitLabel(hint: "go")
    public static let search = SubmitLabel(hint: "search")
    public static let `return` = SubmitLabel(hint: "enter")
    public static let next = SubmitLabel(hint: "next")
    public static let `continue` = SubmitLabel(hint: "next")
}

/// The kind of text a field expects, which picks the on-screen keyboard.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// The HTML `inputmode` word for it (empty: the default keyboard).
    var inputMode: String {
        switch self {
        case .numberPad, .asciiCapableNumberPad: "numeric"
        case .decimalPad: "decimal"
        case .phonePad, .namePhonePad: "tel"
        case .emailAddress: "email"
        case .URL: "url"
        case .webSearch: "search"
        default: ""
        }
    }
}

/// How a field capitalises what the user types (accepted; browsers decide).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The older form of ``TextInputAutocapitalization``.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

/// The kind of content a field holds, for autofill (accepted).
public struct UITextContentType: Hashable, Sendable {
    let name: String
    public static let name = UITextContentType(name: "name")
    public static let username = UITextContentType(name: "username")
    public static let password = UITextContentType(name: "password")
    public static let newPassword = UITextContentType(name: "newPassword")
    public static let emailAddress = UITextContentType(name: "emailAddress")
    public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
    public static let URL = UITextContentType(name: "URL")
    public static let namePrefix = UITextContentType(name: "namePrefix")
    public static let givenName = UITextContentType(name: "givenName")
    public static let middleName = UITextContentType(name: "middleName")
    public static let familyName = UITextContentType(name: "familyName")
    public static let nameSuffix = UITextContentType(name: "nameSuffix")
    public static let nickname = UITextContentType(name: "nickname")
    public static let jobTitle = UITextContentType(name: "jobTitle")
    public static let organizationName = UITextContentType(name: "organizationName")
    public static let location = UITextContentType(name: "location")
    public static let fullStreetAddress = UITextContentType(name: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(name: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(name: "streetAddressLine2")
    public static let addressCity = UITextContentType(name: "addressCity")
    public static let addressState = UITextContentType(name: "addressState")
    public static let addressCityAndState = UITextContentType(name: "addressCityAndState")
    public static let sublocality = UITextContentType(name: "sublocality")
    public static let countryName = UITextContentType(name: "countryName")
    public static let postalCode = UITextContentType(name: "postalCode")
    public static let creditCardNumber = UITextContentType(name: "creditCardNumber")
    public static let dateTime = UITextContentType(name: "dateTime")
    public static let flightNumber = UITextContentType(name: "flightNumber")
    public static let shipmentTrackingNumber = UITextContentType(name: "shipmentTrackingNumber")
}

extension View {
    /// Sets the label of the return key of the fields below.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabelHint, submitLabel.hint)
    }

    /// Sets the kind of keyboard the fields below ask for.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardTypeHint, type.inputMode)
    }

    /// Accepted for source compatibility.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        self
    }

    /// Accepted for source compatibility.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        self
    }

    /// Accepted for source compatibility.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        self
    }

    /// Accepted for source compatibility.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        self
    }

    /// Accepted for source compatibility.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        self
    }
}
