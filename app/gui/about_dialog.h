// Help → About: the version, the licence, and where the sample photos come from and on what
// terms, so a teacher can reuse figures made from them with confidence.
#pragma once

class QWidget;

namespace convscope::gui {

void showAboutDialog(QWidget* parent);

}  // namespace convscope::gui
