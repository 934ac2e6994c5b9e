// An ordinary SwiftUI app file that also imports RefreshKit. `scripts/check-ios` type-checks it
// against the iOS SDK: every name below must resolve to SwiftUI's type, never be ambiguous with
// one of RefreshKit's (issue 10). Keep it an ordinary app file: it is what adopters write.
import RefreshKit
import SwiftUI

@main
struct CoexistenceApp: App {
    var body: some Scene {
        WindowGroup { CoexistenceView() }
    }
}

struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

struct CoexistenceView: View {
    @State private var items = ["One", "Two", "Three"]
    let accent: Color = .blue
    let titleFont: Font = .headline
    let padding = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    let gradient = LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
    let radial = RadialGradient(colors: [.white, .gray], center: .center, startRadius: 1, endRadius: 40)
    let dashed = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])
    let angle = Angle(degrees: 45)
    let stops: [Gradient.Stop] = [.init(color: .red, location: 0), .init(color: .orange, location: 1)]

    var body: some View {
        List(items, id: \.self) { item in
            HStack {
                Diamond().stroke(accent, style: dashed).frame(width: 20, height: 20)
                Text(item).font(titleFont)
                Image(systemName: "star").rotationEffect(angle)
            }
            .padding(padding)
            .background(gradient)
            .overlay(Circle().fill(radial).frame(width: 8, height: 8))
            .background(LinearGradient(gradient: Gradient(stops: stops), startPoint: .leading, endPoint: .trailing))
        }
        .refreshable(.arcSpinner()) {
            items.insert("New", at: 0)
        }
    }
}

/// SwiftUI's own `.refreshable(action:)` still means SwiftUI's on another screen, and the
/// load-more modifier reads the view's state.
struct PlainRefreshableView: View {
    @State private var items = ["One", "Two", "Three"]
    @State private var isLastPage = false

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .refreshable {
                items.insert("New", at: 0)
            }
        ScrollView {
            ForEach(items, id: \.self) { Text($0) }
        }
        .loadMore(noMoreData: isLastPage) {
            items.append("More")
            isLastPage = items.count > 10
        }
    }
}
