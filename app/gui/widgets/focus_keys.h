// Who gets a key: the focused control when it uses that key itself (Space presses a focused
// button, arrows move a focused slider, typing goes to a text field), otherwise the window's
// global keys (Space plays, arrows step). So Space on "Flip kernel" flips it instead of
// starting playback, yet → still steps after a click on Play.
// A combo or spin box takes a key only while it is in use: its list is open, or the person moved
// there (click, Tab) to change it. Focus that lands on one by itself (the first start, a window
// rebuilt) leaves Space, the arrows, Home/End and the letter keys with the window.
#pragma once

#include <Qt>
#include <optional>

class QKeyEvent;
class QWidget;

namespace convscope::gui {

// `inUse`: the focus came from the person (a click, Tab, a mnemonic), not from the program.
bool focusedControlTakesKey(const QWidget* focus, const QKeyEvent& key, bool inUse);

// Whether focus that arrives for `reason` means the person chose that control; nullopt when the
// reason says nothing new (focus coming back from a popup or another window).
std::optional<bool> focusChosenByPerson(Qt::FocusReason reason);

// The application's one focus: noted on every FocusIn (the window's event filter), read as
// focusedControlTakesKey's `inUse`.
void noteFocusIn(Qt::FocusReason reason);
bool focusInUse();

}  // namespace convscope::gui
