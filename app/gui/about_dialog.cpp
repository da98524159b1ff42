#include "gui/about_dialog.h"

#include <QCoreApplication>
#include <QIcon>
#include <QMessageBox>

namespace convscope::gui {

void showAboutDialog(QWidget* parent) {
  // The terms repeat resources/samples/README.md, which is also installed with the docs.
  const QString text =
      QCoreApplication::translate(
          "AboutDialog",
          "<h3>ConvScope %1</h3>"
          "<p>See why deep learning runs on GPUs: the same convolution step by step on the CPU "
          "and all at once on the GPU.</p>"
          "<p>Licence: MIT. Qt %2.</p>"
          "<p><b>Sample photos</b> (from Debian's python3-skimage 0.19.3):</p>"
          "<ul>"
          "<li>camera: CC0, Lav Varshney</li>"
          "<li>astronaut: NASA, public domain</li>"
          "<li>chelsea (the cat): CC0, Stefan van der Walt</li>"
          "<li>coffee: CC0, Rachel Michetti</li>"
          "<li>coins: Brooklyn Museum, no known copyright restrictions</li>"
          "</ul>"
          "<p>The digit, checkerboard and gradient samples are drawn by the app.</p>")
          .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()));
  QMessageBox box(parent);
  box.setWindowTitle(QCoreApplication::translate("AboutDialog", "About ConvScope"));
  box.setTextFormat(Qt::RichText);
  box.setText(text);
  box.setIconPixmap(QIcon(QStringLiteral(":/icons/convscope-256.png")).pixmap(96, 96));
  box.exec();
}

}  // namespace convscope::gui
