// Precompiled for every target that uses Qt Widgets (cmake/build_speed.cmake): qt_core.h and the
// widget headers that the window's files include most.
#pragma once

#include "qt_core.h"

#include <QApplication>
#include <QColor>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPointer>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QWidget>
