// Background work (the CPU measurements, the GPU emulation, image loading, texture uploads) runs
// at a lower CPU priority than the GUI thread and the GL rasteriser. On a machine with few cores
// they otherwise take the cores the next frame needs: with two, a 4096² size change held the GUI
// thread back for up to 90 ms while none of its own work took more than 30.
#pragma once

class QThreadPool;

namespace convscope::model {

// The thread that background work runs on (QtConcurrent::run(backgroundPool(), ...)), one task
// after another, apart from Qt's global pool: Qt's raster engine hands parts of some paints to the
// global pool and waits for them, and behind a 4096² CPU measurement that wait stalled the GUI
// thread 50–240 ms.
QThreadPool* backgroundPool();

// The thread that long measurements run on (the Speed tab's sweep, lesson 5's crossover), one
// after another, beside the window's: a sweep takes seconds, and on backgroundPool() it would hold
// back every input load and CPU run behind it.
QThreadPool* measurementPool();

// Lowers the calling thread's priority (Linux: nice 10; threads it starts later, such as an
// OpenMP team, inherit it). Safe to call again; elsewhere it does nothing.
void useBackgroundPriority();

}  // namespace convscope::model
