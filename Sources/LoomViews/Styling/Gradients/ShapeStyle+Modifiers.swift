import LoomHost

extension Shape {
    /// Paints the shape's inside with a gradient (or a colour): `Circle().fill(.blue.gradient)`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(name: _hostName, cornerRadius: _cornerRadius, color: content as? Color, lineWidth: nil, paint: content._paintToken)
    }
}

extension View {
    /// Paints a gradient (or a colour) behind the view, filling its bounds.
    ///
    /// Host form: an `effect` container with the token `paint:<paint token>`; the page draws it
    /// as the container's CSS background.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        EffectContainer(token: "paint:" + paintToken(style), color: nil, content: self)
    }

    /// Paints text below with a gradient (or a colour): `Text("Hi").foregroundStyle(gradient)`.
    ///
    /// Host form: an `effect` container with the token `ink:<paint token>`; the page clips the
    /// gradient to the text's glyphs (`background-clip: text`), which is what CSS can do: symbols
    /// and shapes below are painted by their own colour, not the gradient.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EffectContainer(token: "ink:" + paintToken(style), color: nil, content: self)
    }
}

/// The paint token of a style; a plain colour (a `Color` reaching a generic call) as a gradient
/// of one colour, so every style has one form.
private func paintToken(_ style: some ShapeStyle) -> String {
    if let token = style._paintToken { return token }
    let color = style as? Color ?? .clear
    return LinearGradient(colors: [color, color], startPoint: .top, endPoint: .bottom)._paintToken ?? ""
}
