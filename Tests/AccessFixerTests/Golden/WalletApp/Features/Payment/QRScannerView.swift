import SwiftUI
import AVFoundation

/// Camera framing UI for merchant QR codes, with a manual-entry fallback.
struct QRScannerView: View {
    var onScan: (String) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var manualCode: String = ""
    @State private var isTorchOn = false
    @State private var cameraStatus = AVCaptureDevice.authorizationStatus(for: .video)

    var body: some View {
        NavigationView {
            VStack(spacing: 24) {
                ZStack {
                    RoundedRectangle(cornerRadius: 16, style: .continuous)
                        .strokeBorder(Color.white, lineWidth: 3)
                        .background(Color.black.opacity(0.85))
                    Image("Icons/pay", bundle: .module)
                        .resizable()
                        .scaledToFit()
                        .frame(width: 64, height: 64)
                        .opacity(0.4)
                }
                .frame(width: 260, height: 260)

                if cameraStatus == .denied {
                    Text("payment.camera_denied", bundle: .module)
                        .font(.footnote)
                        .foregroundColor(.secondary)
                        .multilineTextAlignment(.center)
                }

                TextField("payment.manual_code", text: $manualCode)
                    .textFieldStyle(.roundedBorder)
                    .autocorrectionDisabled()
                    .textInputAutocapitalization(.never)

                Button("payment.use_code") {
                    onScan(manualCode)
                }
                .buttonStyle(.borderedProminent)
                .disabled(manualCode.isEmpty)

                Spacer()
            }
            .padding()
            .navigationTitle(Text("payment.scan", bundle: .module))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("common.cancel") { dismiss() }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        isTorchOn.toggle()
                    } label: {
                        Image(systemName: isTorchOn ? "flashlight.on.fill" : "flashlight.off.fill")
                    }
                }
            }
        }
        .onAppear(perform: requestCameraIfNeeded)
    }

    private func requestCameraIfNeeded() {
        guard cameraStatus == .notDetermined else { return }
        AVCaptureDevice.requestAccess(for: .video) { granted in
            DispatchQueue.main.async {
                cameraStatus = granted ? .authorized : .denied
            }
        }
    }
}
