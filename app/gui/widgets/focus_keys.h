// Who gets a key: the focused control when it uses that key itself (Space presses a focused
// button, arrows move a focused slider, typing goes to a text field), otherwise the window's
// global keys (Space plays, arrows step). So Space on "Flip kernel" flips it instead of
// starting playback, yet → still steps after a click on Play.
#pragma once

class QKeyEvent;
class QWidget;

namespace convscope::gui {

bool focusedControlTakesKey(const QWidget* focus, const QKeyEvent& key);

}  // namespace convscope::gui
