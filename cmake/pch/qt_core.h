// Precompiled for every target that uses Qt without widgets (cmake/build_speed.cmake): the Qt
// and standard headers that most of its files include anyway. Parsing them once per target
// instead of once per file is most of what a precompiled header saves.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>
