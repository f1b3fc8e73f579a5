import LoomHost

extension Shape {
    /// Paints the shape's inside with a gradient (or a colour): `Circle().fill(.blue.gradient)`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(name: _hostName, cornerRadius: _cornerRadius, color: content as? Color, lineWidth: nil, paint: content._paintToken)
    }

    /// Outlines the shape with a gradient (or a colour), the line centred on its edge:
    /// `Circle().stroke(AngularGradient(colors: [.red, .blue], center: .center), lineWidth: 4)`.
    ///
    /// Host form: the outlined shape with the gradient's paint token in `value`; the page paints
    /// the gradient under the shape and masks away all but its outline, so rounded corners and
    /// circles keep their shape.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> ShapeView {
        ShapeView(name: _hostName, cornerRadius: _cornerRadius, color: content as? Color, lineWidth: lineWidth, paint: content._paintToken)
    }

    /// Outlines the shape with a gradient (or a colour) in the given style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView {
        stroke(content, lineWidth: style.lineWidth)
    }

    /// Outlines the shape with a gradient (or a colour), the line inside its edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> ShapeView {
        stroke(content, lineWidth: lineWidth)
    }

    /// Outlines the shape with a gradient (or a colour) in the given style, inside its edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView {
        stroke(content, lineWidth: style.lineWidth)
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

    /// Paints `shape`, filled with a colour, gradient or material, behind the view, filling its
    /// bounds: `Text("Note").padding().background(.thickMaterial, in: .rect(cornerRadius: 10))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style, style: fillStyle) }
    }

    /// Paints text below with a gradient (or a colour): `Text("Hi").foregroundStyle(gradient)`.
    ///
    /// Host form: an `effect` container with the token `ink:<paint token>`; the page clips the
    /// gradient to the text's glyphs (`background-clip: text`), which is what CSS can do: symbols
    /// and shapes below are painted by their own colour, not the gradient.
    /// Draws a border of `width` painted with a gradient (or a colour) inside the view's edge.
    /// As in SwiftUI, this is `overlay(Rectangle().strokeBorder(content, lineWidth: width))`:
    /// a gradient border is a gradient stroke, drawn the one way strokes are.
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

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
