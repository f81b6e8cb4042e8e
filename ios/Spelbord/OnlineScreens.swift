import SpelbordFFI
import SpelbordKit
import SwiftUI

/// What an online game adds above the board (mirrors OnlinePanel.kt): the connection
/// line and, for the host while seats are open, each invite code large, with a share
/// action (the system share sheet). A local game has no `OnlineStatus`: nothing shows.
struct OnlinePanel: View {
    let online: OnlineStatus?
    @Environment(\.words) var w

    var body: some View {
        if let online {
            VStack(alignment: .leading, spacing: 6) {
                if let line = online.line { Text(w.render(line)).font(.headline) }
                ForEach(online.invites, id: \.seat) { invite in
                    let name = Int(invite.seat) < online.seats.count ? w.render(online.seats[Int(invite.seat)].name) : ""
                    Text(w("app-online-invite-for", ["name": name]))
                    HStack(spacing: 16) {
                        Text(invite.code).font(.system(.largeTitle, design: .monospaced)).bold()
                        ShareLink(item: w("app-online-share-text", ["code": invite.code, "link": invite.link])) { Text(w("app-online-share")) }
                    }
                }
                // The fair-dice line the core words: the sealed hash, "checked" at the end.
                if let dice = online.diceLine { Text(w.render(dice)).font(.footnote) }
            }
            .padding(.horizontal, 12)
        }
    }
}

/// Joining an online game with a code typed forgivingly (mirrors JoinScreen.kt).
struct JoinScreen: View {
    @ObservedObject var app: AppState
    @Environment(\.words) var w
    @State private var code = ""
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TitleBar(title: w("app-online-join"), onBack: { app.home() })
            Text(w("app-online-join-help"))
            TextField(w("app-online-code"), text: $code)
                .font(.system(.title, design: .monospaced))
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.characters)
                .autocorrectionDisabled()
            TextField(w("app-online-your-name"), text: $name).textFieldStyle(.roundedBorder)
            Text(w("app-online-server", ["server": app.settings.server])).font(.caption)
            Button(w("app-online-join-button")) { app.join(code: code, name: name) }
                .buttonStyle(.borderedProminent)
                .disabled(code.filter { $0.isLetter || $0.isNumber }.count < 8)
            Spacer()
        }
    }
}
