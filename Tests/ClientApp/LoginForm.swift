import UIKit

// A login form as apps write it: two text fields whose controller is their delegate, limiting the
// user name's length and moving on with Return.

/// A user name (at most 12 characters) and a secure password; Return in the name goes to the password.
final class LoginViewController: UIViewController, UITextFieldDelegate {
    let usernameField = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    let passwordField = UITextField(frame: CGRect(x: 20, y: 64, width: 200, height: 34))
    private(set) var edits = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in [usernameField, passwordField] {
            field.borderStyle = .roundedRect
            field.delegate = self
            field.addTarget(self, action: LoginViewController.textChanged, for: .editingChanged)
            view.addSubview(field)
        }
        usernameField.placeholder = "User name"
        usernameField.autocapitalizationType = .none
        usernameField.returnKeyType = .next
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
    }

    func textChanged() { edits += 1 }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === usernameField else { return true }
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= 12
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === usernameField { passwordField.becomeFirstResponder() } else { textField.resignFirstResponder() }
        return true
    }
}

extension LoginViewController {
    /// An alert as iOS apps write it: confirming the sign-out with the password, cancel or sign out.
    func makeSignOutAlert(onSignOut: @escaping () -> Void) -> UIAlertController {
        let alert = UIAlertController(title: "Sign out?", message: "You will need your password again.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { _ in onSignOut() })
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.preferredAction = alert.actions.last
        alert.modalPresentationStyle = .overFullScreen
        return alert
    }
}
